// /account/voucher/bookmark: promos the member saved, with a link to each and 'Hapus'.
import { useState } from 'react';
import { Link } from 'shared-contracts';
import { Button, Card, EmptyState, PageHeading, Toast, buttonClass, formatDate, formatPoints } from 'shared-kit';
import type { Promo } from 'shared-contracts/schemas';
import { errorMessage } from 'shared-contracts';

import { PagedSection } from './PagedSection';
import { VoucherTabs } from './VoucherTabs';
import { useGetBookmarksQuery, useRemoveBookmarkMutation } from '../../api/vouchersApi';
import styles from './vouchers.module.css';

function BookmarkCard({ promo, onMessage }: { promo: Promo; onMessage: (m: string) => void }) {
  const [remove, { isLoading }] = useRemoveBookmarkMutation();
  return (
    <Card className={styles.item}>
      <div className={styles.itemHead}>
        <img src={promo.thumbnail} alt="" width={64} height={64} className={styles.thumb} loading="lazy" />
        <div>
          <h3 className={styles.itemTitle}>
            <Link to={`/promo/${promo.slug}`}>{promo.title}</Link>
          </h3>
          <p className={styles.subtitle}>{promo.merchant.name}</p>
          <p className={styles.subtitle}>
            {promo.price > 0 ? `${formatPoints(promo.price)} poin` : 'Gratis'} ·{' '}
            {promo.isExpired ? 'Sudah berakhir' : `Berlaku hingga ${formatDate(promo.validTo)}`}
          </p>
        </div>
      </div>
      <div className={styles.row}>
        <Link className={buttonClass()} to={`/promo/${promo.slug}`}>
          Lihat Promo
        </Link>
        <Button
          variant="secondary"
          disabled={isLoading}
          aria-label={`Hapus ${promo.title} dari simpanan`}
          onClick={async () => {
            const result = await remove(promo.id);
            onMessage(
              'error' in result
                ? errorMessage(result.error, 'Gagal menghapus voucher dari simpanan.')
                : `${promo.title} dihapus dari simpanan`,
            );
          }}
        >
          Hapus
        </Button>
      </div>
    </Card>
  );
}

export function BookmarksPage() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <PageHeading>Voucher Disimpan</PageHeading>
      <VoucherTabs />
      <PagedSection<Promo>
        title="Promo Disimpan"
        useList={useGetBookmarksQuery}
        itemKey={(p) => p.id}
        renderItem={(p) => <BookmarkCard promo={p} onMessage={setMessage} />}
        empty={
          <EmptyState title="Belum ada voucher yang disimpan">
            <p>Simpan promo favoritmu agar mudah ditemukan lagi.</p>
            <Link className={buttonClass()} to="/promo">
              Cari Promo
            </Link>
          </EmptyState>
        }
      />
      <Toast message={message} />
    </>
  );
}
