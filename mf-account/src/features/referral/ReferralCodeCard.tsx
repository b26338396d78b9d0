// The code in upper case with copy (1500 ms copied state, spec copy messages) and WhatsApp
// share; 'Buat Kode Baru' when the member has none yet.
import { STRINGS, Skeleton, TRACK_EVENTS, useCreateReferralCodeMutation, useGetReferralCodeQuery, useRemoteProps } from 'shared-contracts';
import { Button, Card, Toast, buttonClass, useCopyToClipboard } from 'shared-kit';
import { errorCode, errorMessage } from 'shared-contracts';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import { invitationText, whatsappShareUrl } from './share';
import styles from './referral.module.css';

export function ReferralCodeCard({ refereeReward }: { refereeReward?: number | null }) {
  const { siteConfig, track } = useRemoteProps();
  const { data, error, isLoading, refetch } = useGetReferralCodeQuery();
  const [create, creation] = useCreateReferralCodeMutation();
  const { copy, status } = useCopyToClipboard();

  if (isLoading) return <Skeleton height={120} />;
  if (error) return <QueryError error={error} onRetry={refetch} title="Gagal memuat kode referral." />;

  const code = data?.code?.toUpperCase() ?? null;
  const message = status === 'copied' ? STRINGS.referralCopied : status === 'failed' ? STRINGS.referralCopyFailed : null;

  if (!code) {
    // Someone else (another tab, the header menu) may have just created one: 409 means refetch.
    const conflict = errorCode(creation.error) === 'REFERRAL_CODE_EXISTS';
    return (
      <Card className={styles.card}>
        <p>Kamu belum punya kode referral. Buat kodemu dan ajak teman bergabung di MyValue.</p>
        <Button
          disabled={creation.isLoading}
          onClick={async () => {
            const result = await create();
            if ('data' in result) track(TRACK_EVENTS.createReferral);
            else if (errorCode(result.error) === 'REFERRAL_CODE_EXISTS') refetch();
          }}
        >
          {creation.isLoading ? 'Membuat kode…' : STRINGS.createReferralCode}
        </Button>
        {creation.error && !conflict ? (
          <p role="alert" className={styles.error}>
            {errorMessage(creation.error, 'Gagal membuat kode referral. Coba lagi.')}
          </p>
        ) : null}
      </Card>
    );
  }

  return (
    <Card className={styles.card}>
      <p className={common.muted} id="referral-code-label">
        Kode referral kamu
      </p>
      <p className={styles.code} aria-labelledby="referral-code-label" data-testid="referral-code">
        {code}
      </p>
      <div className={styles.actions}>
        <Button
          onClick={async () => {
            const ok = await copy(code);
            if (ok) track(TRACK_EVENTS.copyReferral, { place: 'account' });
          }}
        >
          {status === 'copied' ? 'Tersalin' : 'Salin Kode'}
        </Button>
        <a
          className={buttonClass('secondary')}
          href={whatsappShareUrl(invitationText(code, siteConfig.publicUrl, refereeReward))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track(TRACK_EVENTS.share, { channel: 'whatsapp', content: 'referral' })}
        >
          Bagikan via WhatsApp
        </a>
      </div>
      <Toast message={message} />
    </Card>
  );
}
