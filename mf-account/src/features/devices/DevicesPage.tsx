// /account/setting/perangkat: the browsers signed in to the member's account, this one
// marked, and signing out any other (its sign-in ends: it refreshes nothing, and its next
// page shows it signed out).
import { useState } from 'react';
import { Link, Skeleton, errorMessage } from 'shared-contracts';
import { Button, Card, Dialog, PageHeading, Toast } from 'shared-kit';
import type { WebSession } from 'shared-contracts/schemas';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { useEndWebSessionMutation, useGetWebClientsQuery, useGetWebSessionsQuery } from '../../api/devicesApi';
import { deviceKind, deviceName, deviceTime } from './deviceText';
import styles from './devices.module.css';

export const DEVICES_TITLE = 'Perangkat';

function SessionCard({ session, appName, onSignOut }: { session: WebSession; appName: string; onSignOut?: () => void }) {
  const name = deviceName(session);
  return (
    <Card className={styles.device} data-testid="web-session" data-current={session.current ? 'true' : 'false'}>
      <div className={styles.head}>
        <h3 className={styles.name}>{name}</h3>
        {session.current ? <span className={styles.current}>Perangkat ini</span> : null}
      </div>
      <p className={`${common.muted} ${styles.muted}`}>
        {deviceKind(session)} · {appName}
      </p>
      <dl className={styles.times}>
        <div>
          <dt>Masuk</dt>
          <dd>{deviceTime(session.signedInAt)}</dd>
        </div>
        <div>
          <dt>Terakhir digunakan</dt>
          <dd>{deviceTime(session.lastUsedAt)}</dd>
        </div>
      </dl>
      {onSignOut ? (
        <Button variant="secondary" className={styles.signOut} onClick={onSignOut} aria-label={`Keluarkan ${name}`}>
          Keluarkan
        </Button>
      ) : null}
    </Card>
  );
}

export function DevicesPage() {
  const sessions = useGetWebSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const clients = useGetWebClientsQuery();
  const [endSession, ending] = useEndWebSessionMutation();
  const [confirming, setConfirming] = useState<WebSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const appName = (clientId: string) => clients.data?.results.find((c) => c.clientId === clientId)?.name ?? clientId;
  const list = sessions.data?.results ?? [];
  const current = list.filter((s) => s.current);
  const others = list.filter((s) => !s.current);

  const close = () => {
    setConfirming(null);
    setFailure(null);
  };
  const confirm = async () => {
    if (!confirming) return;
    const result = await endSession(confirming.id);
    if ('error' in result) {
      setFailure(errorMessage(result.error, 'Gagal mengeluarkan perangkat. Coba lagi.'));
      return;
    }
    setDone(`${deviceName(confirming)} sudah dikeluarkan dari akunmu.`);
    setConfirming(null);
  };

  return (
    <>
      <PageHeading>{DEVICES_TITLE}</PageHeading>
      <p className={common.muted}>
        Browser yang sedang masuk ke akun MyValue kamu. Jika ada yang tidak kamu kenali, keluarkan lalu ubah kata sandimu.
      </p>
      <Toast message={done} />
      {sessions.isLoading ? (
        <div className={common.stack} aria-busy="true" aria-label="Memuat perangkat">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : sessions.error ? (
        <QueryError error={sessions.error} onRetry={sessions.refetch} />
      ) : (
        <>
          <section className={common.section} aria-labelledby="devices-current">
            <h2 id="devices-current" className={common.sectionTitle}>
              Sedang kamu gunakan
            </h2>
            {current.map((s) => (
              <SessionCard key={s.id} session={s} appName={appName(s.clientId)} />
            ))}
          </section>
          <section className={common.section} aria-labelledby="devices-others">
            <h2 id="devices-others" className={common.sectionTitle}>
              Perangkat lain
            </h2>
            {others.length === 0 ? (
              <p className={common.muted}>Tidak ada perangkat lain yang sedang masuk ke akunmu.</p>
            ) : (
              <ul className={styles.list}>
                {others.map((s) => (
                  <li key={s.id}>
                    <SessionCard
                      session={s}
                      appName={appName(s.clientId)}
                      onSignOut={() => {
                        setDone(null);
                        setConfirming(s);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <p>
        <Link to="/account/setting">Kembali ke Pengaturan Profil</Link>
      </p>
      <Dialog
        open={confirming !== null}
        title="Keluarkan perangkat?"
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Batalkan
            </Button>
            <Button onClick={() => void confirm()} disabled={ending.isLoading}>
              {ending.isLoading ? 'Mengeluarkan…' : 'Keluarkan'}
            </Button>
          </>
        }
      >
        {confirming ? (
          <p>
            {deviceName(confirming)} ({deviceKind(confirming)}, terakhir digunakan {deviceTime(confirming.lastUsedAt)}) akan keluar dari akun MyValue
            kamu. Untuk masuk lagi dari perangkat itu, email dan kata sandi diperlukan.
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
