// /account/badge: badges by category, obtained ones highlighted, 'x dari y' per category and
// overall, and a badge's detail (how to get it) in a dialog.
import { useState } from 'react';
import { Skeleton, useGetBadgesByCategoryQuery } from 'shared-contracts';
import { Button, EmptyState, PageHeading, Dialog, formatDate } from 'shared-kit';
import type { Badge } from 'shared-contracts/schemas';
import { ProgressBar } from '../../common/ProgressBar';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { categoryTally, orderBadges, overallTally, tallyText } from './badgeProgress';
import styles from './badges.module.css';

export function BadgesPage() {
  const { data, error, isLoading, refetch } = useGetBadgesByCategoryQuery();
  const [selected, setSelected] = useState<Badge | null>(null);
  const overall = overallTally(data);

  return (
    <>
      <PageHeading>Koleksi Badge</PageHeading>
      {isLoading ? (
        <div className={common.stack}>
          <Skeleton height={48} />
          <Skeleton height={160} />
        </div>
      ) : error ? (
        <QueryError error={error} onRetry={refetch} title="Gagal memuat koleksi badge." />
      ) : !data || overall.total === 0 ? (
        <EmptyState title="Belum ada badge yang tersedia" />
      ) : (
        <>
          <div className={styles.overall}>
            <p>
              Badge terkumpul: <strong data-testid="badge-overall">{tallyText(overall)}</strong>
            </p>
            <ProgressBar value={overall.obtained} max={overall.total} label="Badge terkumpul" />
            {overall.obtained === 0 ? (
              <p className={common.muted}>Kamu belum punya badge. Pilih badge untuk melihat cara mendapatkannya.</p>
            ) : null}
          </div>
          {data.badgeCategories.map((category) => {
            const tally = categoryTally(category);
            const headingId = `badge-cat-${category.id}`;
            return (
              <section key={category.id} className={common.section} aria-labelledby={headingId}>
                <div className={styles.categoryHead}>
                  <h2 id={headingId} className={common.sectionTitle}>
                    {category.name}
                  </h2>
                  <span className={common.muted}>{tallyText(tally)}</span>
                </div>
                <ProgressBar value={tally.obtained} max={tally.total} label={`Badge ${category.name} terkumpul`} />
                {category.description ? <p className={common.muted}>{category.description}</p> : null}
                <ul className={styles.grid}>
                  {orderBadges(category.badges).map((badge) => (
                    <li key={badge.id}>
                      <button
                        type="button"
                        className={[styles.badge, badge.isObtained ? styles.obtained : styles.locked].join(' ')}
                        onClick={() => setSelected(badge)}
                        aria-label={`${badge.name}, ${badge.isObtained ? 'sudah didapat' : 'belum didapat'}`}
                      >
                        <img src={badge.image} alt="" width={64} height={64} loading="lazy" />
                        <span>{badge.name}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
      <Dialog
        open={selected !== null}
        title={selected?.name ?? ''}
        onClose={() => setSelected(null)}
        actions={<Button onClick={() => setSelected(null)}>Tutup</Button>}
      >
        {selected ? (
          <div className={styles.detail}>
            <img
              src={selected.image}
              alt=""
              width={96}
              height={96}
              className={selected.isObtained ? undefined : styles.lockedImage}
            />
            <p>
              {selected.isObtained && selected.obtainedDate
                ? `Didapat pada ${formatDate(selected.obtainedDate)}`
                : 'Belum didapat'}
            </p>
            <h3 className={styles.howTo}>Cara mendapatkan</h3>
            <p>{selected.description}</p>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
