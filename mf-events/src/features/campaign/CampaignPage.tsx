// /campaign/:slug: the v2 campaign (promos and events inline); a campaign that exists
// only in v1 is shown from v1 with its events from /v1/campaign-event.
import type { CSSProperties } from 'react';
import { Link, useParams } from 'shared-contracts';
import { isNotFound, isPageNotFound, NotFound, Skeleton } from 'shared-contracts';
import { EmptyState, PageHeading, QueryErrorBox, SafeHtml, formatDate, formatDateRange, priceLabel, validityBadge, validityLabel } from 'shared-kit';
import type { Campaign, CampaignEvent, PromoSummary } from 'shared-contracts/schemas';
import { useGetCampaignBySlugQuery, useGetCampaignEventsQuery, useGetCampaignV2BySlugQuery } from '../../api/campaignApi';
import { campaignArgs, campaignSlug } from './campaignPageData';
import styles from './campaign.module.css';
import eventsStyles from '../../common/events.module.css';
import { darkenForWhiteText } from '../../common/contrast';

/** A listed promo's price and how long it runs: an ended or ending promo says so (the catalog's rule). */
function PromoTerms({ price, validTo }: { price: number; validTo: string }) {
  const badge = validityBadge(validTo);
  return (
    <p className={styles.muted}>
      {priceLabel(price)} · {badge ? <span className={styles[badge.tone]}>{badge.text}</span> : validityLabel(validTo)}
    </p>
  );
}

export function CampaignPage() {
  const slug = campaignSlug(useParams());
  const v2 = useGetCampaignV2BySlugQuery(slug);
  const v2Missing = v2.isError && isNotFound(v2.error);
  const v1 = useGetCampaignBySlugQuery(campaignArgs(slug, { v2, v1: {} }).v1);
  const v1Events = useGetCampaignEventsQuery(campaignArgs(slug, { v2, v1 }).v1Events);
  const campaign = v2.data ?? v1.data;

  // The failure that decides the page (campaignFailure's rule): v1's once v2 has none, else v2's.
  const failed = v2Missing ? v1.isError && v1.error : v2.isError && v2.error;
  if (failed && isPageNotFound(failed)) return <NotFound />;
  if ((v2.isError && !v2Missing) || (v2Missing && v1.isError)) {
    return (
      <QueryErrorBox
        title="Campaign belum dapat dimuat"
        error={v2Missing ? v1.error : v2.error}
        onRetry={() => void (v2Missing ? v1.refetch() : v2.refetch())}
      />
    );
  }
  if (!campaign) {
    return (
      <div className={eventsStyles.page} aria-busy="true" aria-label="Memuat campaign">
        <Skeleton height={240} />
        <Skeleton width="60%" height={32} />
        <Skeleton width="90%" />
      </div>
    );
  }
  return (
    <CampaignView
      campaign={campaign}
      subtitle={v2.data?.subtitle}
      themeColor={v2.data?.themeColor}
      promos={v2.data?.promos}
      events={v2.data?.events ?? v1Events.data?.results}
      eventsLoading={!v2.data && v1Events.isLoading}
    />
  );
}

function CampaignView({
  campaign,
  subtitle,
  themeColor,
  promos,
  events,
  eventsLoading,
}: {
  campaign: Campaign;
  subtitle?: string;
  themeColor?: string;
  promos?: PromoSummary[];
  events?: CampaignEvent[];
  eventsLoading: boolean;
}) {
  const ended = new Date(campaign.endDate).getTime() < Date.now();
  // White text on the CMS colour: darkened where needed for AA contrast.
  const theme = { '--campaign-theme': (themeColor && darkenForWhiteText(themeColor)) ?? 'var(--mv-brand)' } as CSSProperties;
  return (
    <article className={eventsStyles.page} style={theme} data-remote="events">
      <header className={styles.hero}>
        <img src={campaign.banner} alt="" className={styles.heroImage} width={1200} height={400} fetchPriority="high" />
        <div className={styles.heroText}>
          <PageHeading>{campaign.title}</PageHeading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <p className={styles.validity}>
            Periode: {formatDateRange(campaign.startDate, campaign.endDate)} · Berlaku hingga {formatDate(campaign.endDate)}
          </p>
        </div>
      </header>
      {ended ? (
        <p className={styles.notice} role="status">
          Campaign ini sudah berakhir.
        </p>
      ) : null}
      <SafeHtml html={campaign.description} className={styles.richText} />

      {promos !== undefined ? (
        <section aria-labelledby="campaign-promos">
          <h2 id="campaign-promos">Promo Campaign</h2>
          {promos.length === 0 ? (
            <EmptyState title="Belum ada promo di campaign ini">
              <Link to="/promo">Lihat Semua Promo</Link>
            </EmptyState>
          ) : (
            <ul className={`${eventsStyles.grid} ${styles.list}`}>
              {promos.map((p) => (
                <li key={p.id} className={styles.tile}>
                  <img src={p.thumbnail} alt="" loading="lazy" width={320} height={180} />
                  <div className={styles.tileBody}>
                    <span className={styles.muted}>{p.merchant.name}</span>
                    <h3>
                      <Link to={`/promo/${p.slug}`} className={styles.tileLink}>
                        {p.title}
                      </Link>
                    </h3>
                    <PromoTerms price={p.price} validTo={p.validTo} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="campaign-events">
        <h2 id="campaign-events">Event Campaign</h2>
        {eventsLoading ? (
          <Skeleton height={120} />
        ) : !events || events.length === 0 ? (
          <EmptyState title="Belum ada event di campaign ini">
            <Link to="/event">Lihat Semua Event</Link>
          </EmptyState>
        ) : (
          <ul className={`${eventsStyles.grid} ${styles.list}`}>
            {events.map((e) => (
              <li key={e.id} className={styles.tile}>
                <img src={e.image} alt="" loading="lazy" width={320} height={180} />
                <div className={styles.tileBody}>
                  <h3>
                    <Link to={`/campaign-event/${e.slug}`} className={styles.tileLink}>
                      {e.title}
                    </Link>
                  </h3>
                  <p className={styles.muted}>{formatDateRange(e.startDate, e.endDate)}</p>
                  <p className={styles.muted}>{e.location}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
