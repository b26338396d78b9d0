// /campaign-event/:slug: one event of a campaign (Jakarta time; campaign events name no venue zone).
import { useParams } from 'shared-contracts';
import { isPageNotFound, NotFound, Skeleton, useRemoteProps } from 'shared-contracts';
import { Breadcrumbs, QueryErrorBox, PageHeading, SafeHtml, formatDateRange, formatTime } from 'shared-kit';
import type { CampaignEvent } from 'shared-contracts/schemas';
import { campaignSlug } from './campaignPageData';
import { mapLink } from '../../common/mapLink';
import { DetailActions } from '../../common/DetailActions';
import { campaignEventIcs } from '../../common/eventCalendar';
import { useGetCampaignEventBySlugQuery } from '../../api/campaignApi';
import styles from './campaign.module.css';
import eventsStyles from '../../common/events.module.css';

export function CampaignEventPage() {
  const query = useGetCampaignEventBySlugQuery(campaignSlug(useParams()));
  if (query.isError && isPageNotFound(query.error)) return <NotFound />;
  if (query.isError) {
    return (
      <QueryErrorBox title="Event campaign belum dapat dimuat" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <div className={eventsStyles.page} aria-busy="true" aria-label="Memuat event">
        <Skeleton height={220} />
        <Skeleton width="60%" height={32} />
      </div>
    );
  }
  return <CampaignEventView event={query.data} />;
}

function CampaignEventView({ event }: { event: CampaignEvent }) {
  const { siteConfig } = useRemoteProps();
  const url = `${siteConfig.publicUrl}/campaign-event/${event.slug}`;
  const zone = 'Asia/Jakarta';
  return (
    <article className={eventsStyles.page} data-remote="events">
      <img src={event.image} alt="" className={styles.heroImage} width={1200} height={400} fetchPriority="high" />
      <Breadcrumbs items={[{ label: 'Campaign', to: `/campaign/${event.campaignSlug}` }, { label: event.title }]} />
      <PageHeading>{event.title}</PageHeading>
      <dl className={styles.facts}>
        <dt>Tanggal</dt>
        <dd>{formatDateRange(event.startDate, event.endDate, zone)}</dd>
        <dt>Waktu</dt>
        <dd>
          {formatTime(event.startDate, zone)} – {formatTime(event.endDate, zone)}
        </dd>
        <dt>Lokasi</dt>
        <dd>
          {event.location}{' '}
          <a href={mapLink(event.location)} target="_blank" rel="noopener noreferrer">
            Lihat Peta<span className={eventsStyles.srOnly}> (membuka tab baru)</span>
          </a>
        </dd>
      </dl>
      <SafeHtml html={event.content} className={styles.richText} />
      <DetailActions slug={event.slug} title={event.title} url={url} ics={() => campaignEventIcs(event, siteConfig.publicUrl)} />
    </article>
  );
}
