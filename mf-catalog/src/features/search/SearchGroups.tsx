// The search page's groups beside promos and merchants: events, campaigns and articles as
// compact rows (thumbnail, highlighted title, when/where), finished ones marked 'Selesai'
// and listed after what is still ahead.
import { useId, type ReactNode } from 'react';
import { Link } from 'shared-contracts';
import { formatDate, formatDateRange, priceLabel } from 'shared-kit';
import type { Campaign, ListedArticle, ListedEvent, PromoEventFavorite } from 'shared-contracts/schemas';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { highlight } from '../../common/highlight';
import { finishedLast, isCampaignFinished, isEventFinished } from './searchRules';
import styles from './search.module.css';

export function Group({ title, count, more, children }: { title: string; count: number | undefined; more?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={common.section} aria-labelledby={headingId}>
      <div className={common.sectionHead}>
        <h2 id={headingId} className={common.sectionTitle}>
          {title} {count !== undefined ? <span className={common.muted}>({count})</span> : null}
        </h2>
        {count && more ? (
          <Link to={more} aria-label={`${COPY.seeAll} ${title}`}>
            {COPY.seeAll}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

interface Row {
  key: number | string;
  to: string;
  image: string;
  title: string;
  meta: string;
  finished: boolean;
}

function ResultRows({ label, rows, q }: { label: string; rows: Row[]; q: string }) {
  return (
    <ul className={styles.resultList} aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <Link to={row.to} className={styles.resultItem} data-finished={row.finished || undefined}>
            <img src={row.image} alt="" width={96} height={54} loading="lazy" className={styles.resultThumb} />
            <span className={styles.resultText}>
              <strong>{highlight(row.title, q)}</strong>
              <span className={common.muted}>{row.meta}</span>
              {row.finished ? <span className={styles.finished}>{COPY.finished}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function EventRows({ events, q, now }: { events: ListedEvent[]; q: string; now?: number }) {
  const rows = finishedLast(events, (e) => isEventFinished(e, now)).map((e) => ({
    key: e.id,
    to: `/event/${e.slug}`,
    image: e.thumbnail,
    title: e.title,
    meta: `${formatDateRange(e.startDate, e.endDate, e.venue.timezone)} · ${e.venue.city}`,
    finished: isEventFinished(e, now),
  }));
  return <ResultRows label="Hasil event" rows={rows} q={q} />;
}

export function CampaignRows({ campaigns, q, now }: { campaigns: Campaign[]; q: string; now?: number }) {
  const rows = finishedLast(campaigns, (c) => isCampaignFinished(c, now)).map((c) => ({
    key: c.id,
    to: `/campaign/${c.slug}`,
    image: c.image,
    title: c.title,
    meta: formatDateRange(c.startDate, c.endDate),
    finished: isCampaignFinished(c, now),
  }));
  return <ResultRows label="Hasil campaign" rows={rows} q={q} />;
}

export function ArticleRows({ articles, q }: { articles: ListedArticle[]; q: string }) {
  const rows = articles.map((a) => ({
    key: a.id,
    to: `/article/${encodeURIComponent(a.slug)}`,
    image: a.thumbnail,
    title: a.title,
    meta: `${a.category.title} · ${formatDate(a.publishedDate)}`,
    finished: false,
  }));
  return <ResultRows label="Hasil artikel" rows={rows} q={q} />;
}

/** Popular promos and events mixed: the kind, the price and the promo's last day or the event's date. */
export function FavoriteRows({ items }: { items: PromoEventFavorite[] }) {
  const rows = items.map((f) => ({
    key: `${f.type}-${f.id}`,
    to: `/${f.type}/${f.slug}`,
    image: f.image,
    title: f.title,
    meta: [
      f.type === 'promo' ? 'Promo' : 'Event',
      priceLabel(f.price),
      f.type === 'promo' ? `s.d. ${formatDate(f.date)}` : formatDate(f.date),
    ].join(' · '),
    finished: false,
  }));
  return <ResultRows label="Promo dan event populer" rows={rows} q="" />;
}
