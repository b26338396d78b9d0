// /promo/{slug}: the promo with how to use it, its terms (sanitised CMS HTML), share,
// bookmark, 'Tukar Poin' and related promos. An unknown slug is the 404 page.
import { Link, useParams } from 'shared-contracts';
import { isPageNotFound, NotFound, Skeleton, STRINGS } from 'shared-contracts';
import { Breadcrumbs, QueryErrorBox, SafeHtml, formatDate, formatTime, promoBadge } from 'shared-kit';
import type { Promo } from 'shared-contracts/schemas';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { BookmarkButton } from './BookmarkButton';
import { PromoGrid } from '../../common/PromoGrid';
import { RedeemPanel } from './RedeemPanel';
import { ShareButtons } from './ShareButtons';
import { useCatalogPromoQuery, useCatalogPromosQuery } from '../../api/promoApi';
import { promoSlug, relatedPromosArgs, RELATED_COUNT } from './promoPageData';
import styles from '../../common/promo.module.css';

export function PromoDetailPage() {
  const query = useCatalogPromoQuery(promoSlug(useParams()));

  if (query.isLoading) return <DetailSkeleton />;
  if (query.isError && !query.data) {
    if (isPageNotFound(query.error)) return <NotFound />;
    return (
      <div className={common.page}>
        <QueryErrorBox error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <NotFound />;
  return <PromoDetail promo={query.data} />;
}

function PromoDetail({ promo }: { promo: Promo }) {
  const badge = promoBadge(promo);
  return (
    <div className={common.page}>
      <Breadcrumbs items={[{ label: COPY.promoTitle, to: '/promo' }, { label: promo.merchant.name }]} />
      <article className={styles.detail}>
        <div className={styles.detailMain}>
          <img src={promo.image} alt="" className={styles.hero} width={960} height={540} fetchPriority="high" />
          <h1 className={styles.detailTitle}>{promo.title}</h1>
          {badge ? <p className={`${styles.badgeInline} ${styles[badge.tone]}`}>{badge.text}</p> : null}
          <dl className={styles.facts}>
            <dt>Merchant</dt>
            <dd>
              <Link to={`/merchant/${promo.merchant.slug}`}>{promo.merchant.name}</Link>
            </dd>
            <dt>Periode</dt>
            <dd>
              {formatDate(promo.validFrom)} –{' '}
              <span className={styles.figure}>
                {formatDate(promo.validTo)} {formatTime(promo.validTo)}
              </span>
            </dd>
            {promo.categories.length > 0 ? (
              <>
                <dt>Kategori</dt>
                <dd>
                  {promo.categories.map((c, i) => (
                    <span key={c.id}>
                      {i > 0 ? ', ' : null}
                      <Link to={`/category/${c.slug}`}>{c.title}</Link>
                    </span>
                  ))}
                </dd>
              </>
            ) : null}
          </dl>
          <div className={styles.actionRow}>
            <BookmarkButton promo={promo} />
            <ShareButtons title={promo.title} path={`/promo/${promo.slug}`} />
          </div>
          <section className={common.section} aria-labelledby="promo-about">
            <h2 id="promo-about" className={common.sectionTitle}>Tentang Promo</h2>
            <SafeHtml html={promo.content} className={styles.html} />
          </section>
          <section className={common.section} aria-labelledby="promo-how">
            <h2 id="promo-how" className={common.sectionTitle}>Cara Pakai</h2>
            <SafeHtml html={promo.howToUse} className={styles.html} />
          </section>
          <section className={common.section} aria-labelledby="promo-tnc">
            <h2 id="promo-tnc" className={common.sectionTitle}>Syarat &amp; Ketentuan</h2>
            <SafeHtml html={promo.tnc} className={styles.html} />
          </section>
        </div>
        {/* Last in the article: on phones it sticks to the bottom of the screen while the
            article is in view; on desktop it is the side card. */}
        <RedeemPanel promo={promo} />
      </article>
      <RelatedPromos promo={promo} />
    </div>
  );
}

function RelatedPromos({ promo }: { promo: Promo }) {
  const category = promo.categories[0]?.slug;
  const query = useCatalogPromosQuery(relatedPromosArgs(promo));
  const related = query.data?.results.filter((p) => p.id !== promo.id).slice(0, RELATED_COUNT);
  if (!category || (query.data && related?.length === 0)) return null;
  return (
    <section className={common.section} aria-labelledby="related-title">
      <div className={common.sectionHead}>
        <h2 id="related-title" className={common.sectionTitle}>Promo Terkait</h2>
        <Link to={`/promo?category=${encodeURIComponent(category)}`}>{COPY.seeAll}</Link>
      </div>
      <PromoGrid
        label="Promo Terkait"
        promos={related}
        isLoading={query.isLoading}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        placeholders={RELATED_COUNT}
        empty={null}
      />
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className={common.page} aria-busy="true">
      <span className="mv-visually-hidden" role="status">{STRINGS.loading}</span>
      <div className={styles.detail}>
        <div>
          <Skeleton height={240} />
          <div style={{ height: 16 }} />
          <Skeleton width="80%" height={28} />
          <div style={{ height: 8 }} />
          <Skeleton width="50%" />
        </div>
        <Skeleton height={200} />
      </div>
    </div>
  );
}
