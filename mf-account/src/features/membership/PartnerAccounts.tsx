// 'Akun Mitra': partner accounts found by the member's verified email or phone
// (/v1/client_mapping/check), connected after the member confirms (/connect).
import { useState } from 'react';
import { Skeleton, errorMessage } from 'shared-contracts';
import { Button, Dialog, formatDate } from 'shared-kit';
import type { ClientMapping } from 'shared-contracts/schemas';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { FormStatus } from '../../common/FormStatus';
import { useConnectClientMutation, useGetClientMappingsQuery } from '../../api/membershipApi';
import styles from './membership.module.css';

function statusText(m: ClientMapping): string {
  switch (m.status) {
    case 'CONNECTED':
      return `Terhubung${m.account ? ` (${m.account})` : ''}${m.connectedAt ? ` sejak ${formatDate(m.connectedAt)}` : ''}.`;
    case 'AVAILABLE':
      return `Akun ditemukan: ${m.account ?? ''}. Hubungkan agar poin dari ${m.name} masuk ke MyValue.`;
    case 'TAKEN':
      return `Akun ${m.name} ${m.account ?? ''} sudah terhubung dengan akun MyValue lain.`;
    default:
      return `Belum ada akun ${m.name} dengan email atau nomor handphone terverifikasi milikmu.`;
  }
}

export function PartnerAccounts() {
  const list = useGetClientMappingsQuery();
  const [connect, { isLoading }] = useConnectClientMutation();
  const [asking, setAsking] = useState<ClientMapping | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    setSuccess(null);
    const result = await connect({ clientId: asking.clientId });
    setAsking(null);
    if ('error' in result) {
      setFailure(errorMessage(result.error, 'Gagal menghubungkan akun mitra. Coba lagi.'));
      return;
    }
    setSuccess(`Akun ${result.data.name} berhasil dihubungkan.`);
  };

  return (
    <section className={common.section} aria-labelledby="partner-title">
      <h2 id="partner-title" className={common.sectionTitle}>
        Akun Mitra
      </h2>
      <p className={common.muted}>Hubungkan akunmu di layanan mitra MyValue agar poin dari sana masuk ke akun ini.</p>
      {list.isLoading ? (
        <Skeleton height={120} />
      ) : list.error || !list.data ? (
        <QueryError error={list.error} onRetry={list.refetch} />
      ) : (
        <ul className={styles.partners}>
          {list.data.results.map((m) => (
            <li key={m.clientId} className={styles.partner}>
              <div>
                <p className={styles.cardName}>{m.name}</p>
                <p className={common.muted}>{statusText(m)}</p>
              </div>
              {m.status === 'AVAILABLE' ? (
                <Button variant="secondary" onClick={() => setAsking(m)} aria-label={`Hubungkan ${m.name}`}>
                  Hubungkan
                </Button>
              ) : m.status === 'CONNECTED' ? (
                <span className={styles.connected}>Terhubung</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <FormStatus success={success} error={failure} />
      <Dialog
        open={asking !== null}
        title="Hubungkan Akun Mitra?"
        onClose={() => setAsking(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Batal
            </Button>
            <Button onClick={() => void confirm()} disabled={isLoading}>
              {isLoading ? 'Menghubungkan…' : 'Ya, Hubungkan'}
            </Button>
          </>
        }
      >
        <p>
          Akun {asking?.name} ({asking?.account}) akan terhubung dengan akun MyValue ini. Satu akun mitra hanya dapat terhubung dengan satu akun
          MyValue.
        </p>
      </Dialog>
    </section>
  );
}
