// 'Pengingat' (issue 41): the member chooses how (a notification on this browser, e-mail)
// and how long before points, a voucher or the tier expire they are reminded. The API
// service sends them: at most once a day, never between 21.00 and 08.00 WIB. Permission for
// notifications is asked only when the member saves with them chosen (a tap), never on load.
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, REMINDER_LEAD_CHOICES, Skeleton, useGetUserQuery } from 'shared-contracts';
import type { ReminderPreferences } from 'shared-contracts/schemas';
import { Button } from 'shared-kit';
import { FormStatus } from '../../common/FormStatus';
import { QueryError } from '../../common/QueryError';
import { useGetRemindersQuery, useSaveRemindersMutation, useSubscribePushMutation, useUnsubscribePushMutation } from '../../api/remindersApi';
import { currentSubscription, PushPermissionDenied, pushSupport, subscribeThisBrowser, type PushSupport } from './browserPush';
import forms from '../../common/forms.module.css';
import styles from './settings.module.css';

type LeadKind = keyof typeof REMINDER_LEAD_CHOICES;
const LEAD_LEGEND: Record<LeadKind, string> = { points: 'Poin akan hangus', vouchers: 'Voucher berakhir', tier: 'Tier berakhir' };

export const REMINDER_TEXT = {
  intro: 'Kami ingatkan sebelum poin, voucher, atau tier kamu berakhir. Paling banyak sekali sehari, tidak pernah antara pukul 21.00 dan 08.00 WIB.',
  push: 'Notifikasi di browser ini',
  email: 'E-mail',
  ios: 'Di iPhone atau iPad, tambahkan MyValue ke Layar Utama dulu (Bagikan, lalu Tambah ke Layar Utama) dan buka dari sana. Notifikasi butuh iOS 16.4 atau lebih baru.',
  unsupported: 'Browser ini tidak dapat menerima notifikasi. Pilih E-mail.',
  denied: 'Izin notifikasi ditolak di browser ini. Izinkan notifikasi untuk situs ini di pengaturan browser, lalu simpan lagi.',
  emailUnverified: 'Verifikasi e-mail kamu dulu untuk menerima pengingat lewat e-mail.',
  saved: 'Pengingat disimpan.',
  failed: 'Gagal menyimpan pengingat. Coba lagi.',
  pushFailed: 'Notifikasi belum dapat diaktifkan di browser ini. Coba lagi.',
} as const;

const daysText = (d: number) => `${d} hari sebelumnya`;

/** How long this browser may take to tell whether it is subscribed (no service worker: never). */
const SUBSCRIPTION_CHECK_MS = 3000;

function useThisBrowser(): { support: PushSupport | null; subscribed: PushSubscription | null; recheck: () => void } {
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [subscribed, setSubscribed] = useState<PushSubscription | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    // After hydration only: the server paint cannot know this browser.
    const found = pushSupport(window);
    setSupport(found);
    if (found !== 'supported') return;
    let live = true;
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SUBSCRIPTION_CHECK_MS));
    void Promise.race([currentSubscription(), timeout])
      .catch(() => null)
      .then((sub) => live && setSubscribed(sub));
    return () => {
      live = false;
    };
  }, [tick]);
  return { support, subscribed, recheck: () => setTick((n) => n + 1) };
}

export function RemindersForm() {
  const reminders = useGetRemindersQuery();
  const user = useGetUserQuery();
  const [save, saving] = useSaveRemindersMutation();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  const browser = useThisBrowser();
  const [draft, setDraft] = useState<ReminderPreferences | null>(null);
  const [pushHere, setPushHere] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [denied, setDenied] = useState(false);

  const loaded = reminders.data?.preferences;
  useEffect(() => {
    if (loaded) setDraft(loaded);
  }, [loaded]);
  useEffect(() => {
    setPushHere(browser.subscribed !== null && loaded?.channels.push === true);
  }, [browser.subscribed, loaded]);

  if (reminders.isLoading || (!draft && !reminders.error)) return <Skeleton height={320} />;
  if (reminders.error || !reminders.data || !draft) return <QueryError error={reminders.error} onRetry={reminders.refetch} title="Gagal memuat pengingat." />;

  const { vapidPublicKey, pushSubscriptions } = reminders.data;
  const otherBrowsers = Math.max(0, pushSubscriptions - (browser.subscribed ? 1 : 0));
  const emailVerified = user.data?.emailVerified === true;
  const canPushHere = browser.support === 'supported';

  const toggleLead = (kind: LeadKind, days: number, on: boolean) =>
    setDraft({ ...draft, [kind]: on ? [...draft[kind], days].sort((a, b) => b - a) : draft[kind].filter((d) => d !== days) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    setFailure(null);
    // Started before any await: the permission prompt needs the member's tap.
    const subscribing = pushHere && canPushHere && !browser.subscribed ? subscribeThisBrowser(vapidPublicKey) : null;
    try {
      if (subscribing) {
        const { json } = await subscribing;
        const posted = await subscribe(json);
        if ('error' in posted) throw new Error('subscription not kept');
      } else if (!pushHere && browser.subscribed) {
        const endpoint = browser.subscribed.endpoint;
        await browser.subscribed.unsubscribe().catch(() => false);
        await unsubscribe(endpoint);
      }
    } catch (error) {
      if (error instanceof PushPermissionDenied) setDenied(true);
      setPushHere(false);
      setFailure(error instanceof PushPermissionDenied ? REMINDER_TEXT.denied : REMINDER_TEXT.pushFailed);
      browser.recheck();
      return;
    }
    setDenied(false);
    const preferences: ReminderPreferences = { ...draft, channels: { push: pushHere || otherBrowsers > 0, email: draft.channels.email } };
    const result = await save(preferences);
    browser.recheck();
    if ('error' in result) setFailure(errorMessage(result.error, REMINDER_TEXT.failed));
    else setSuccess(REMINDER_TEXT.saved);
  };

  const pushHint =
    browser.support === 'ios-home-screen' ? REMINDER_TEXT.ios : browser.support === 'unsupported' ? REMINDER_TEXT.unsupported : denied ? REMINDER_TEXT.denied : null;

  return (
    <form onSubmit={submit} noValidate className={forms.form} aria-labelledby="reminders-title">
      <h2 id="reminders-title" className={forms.formTitle}>
        Pengingat
      </h2>
      <p className={forms.hint}>{REMINDER_TEXT.intro}</p>
      <fieldset className={styles.choices}>
        <legend>Kirim lewat</legend>
        <label className={styles.choice}>
          <input type="checkbox" name="push" checked={pushHere} disabled={!canPushHere} aria-describedby={pushHint ? 'reminders-push-hint' : undefined} onChange={(e) => setPushHere(e.target.checked)} />
          {REMINDER_TEXT.push}
        </label>
        {pushHint ? (
          <p id="reminders-push-hint" className={forms.hint}>
            {pushHint}
          </p>
        ) : null}
        {otherBrowsers > 0 ? <p className={forms.hint}>Notifikasi juga aktif di {otherBrowsers} browser lain.</p> : null}
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="email"
            checked={draft.channels.email}
            disabled={!emailVerified && !draft.channels.email}
            aria-describedby={emailVerified ? undefined : 'reminders-email-hint'}
            onChange={(e) => setDraft({ ...draft, channels: { ...draft.channels, email: e.target.checked } })}
          />
          {REMINDER_TEXT.email}
          {emailVerified && user.data?.email ? <span className={forms.hint}> ({user.data.email})</span> : null}
        </label>
        {user.data && !emailVerified ? (
          <p id="reminders-email-hint" className={forms.hint}>
            {REMINDER_TEXT.emailUnverified}
          </p>
        ) : null}
      </fieldset>
      {(Object.keys(REMINDER_LEAD_CHOICES) as LeadKind[]).map((kind) => (
        <fieldset key={kind} className={styles.choices}>
          <legend>{LEAD_LEGEND[kind]}</legend>
          {REMINDER_LEAD_CHOICES[kind].map((days) => (
            <label key={days} className={styles.choice}>
              <input type="checkbox" name={`${kind}-${days}`} checked={draft[kind].includes(days)} onChange={(e) => toggleLead(kind, days, e.target.checked)} />
              {daysText(days)}
            </label>
          ))}
        </fieldset>
      ))}
      <Button type="submit" disabled={saving.isLoading}>
        {saving.isLoading ? 'Menyimpan…' : 'Simpan Pengingat'}
      </Button>
      <FormStatus success={success} error={failure} />
    </form>
  );
}
