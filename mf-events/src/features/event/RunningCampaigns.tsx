// /event's 'Campaign Berlangsung': the campaigns running now (/v2/campaigns), each in its
// theme colour with how many promos and events it holds, leading to its page. A visitor
// browsing events looks here for what else is on; the home carousel shows only banners.
import { Link } from 'shared-contracts';
import { formatDateRange } from 'shared-kit';
import { useGetRunningCampaignsV2Query } from '../../api/campaignApi';
import styles from './RunningCampaigns.module.css';

export function RunningCampaigns() {
  const campaigns = useGetRunningCampaignsV2Query();
  // Beside the event list, a failed or empty list is left out rather than shown as a fault.
  if (!campaigns.data || campaigns.data.results.length === 0) return null;
  return (
    <section aria-labelledby="running-campaigns" className={styles.running}>
      <h2 id="running-campaigns" className={styles.runningTitle}>
        Campaign Berlangsung
      </h2>
      <ul className={styles.runningList}>
        {campaigns.data.results.map((c) => (
          <li key={c.id}>
            <Link to={`/campaign/${c.slug}`} className={styles.runningItem} style={{ borderLeftColor: c.themeColor }}>
              <img src={c.image} alt="" width={96} height={54} loading="lazy" />
              <span>
                <strong>{c.title}</strong>
                <span className={styles.runningMeta}>{c.subtitle}</span>
                <span className={styles.runningMeta}>
                  {c.promos.length} promo · {c.events.length} event · {formatDateRange(c.startDate, c.endDate)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
