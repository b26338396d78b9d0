// 'Tambah Kartu': choose a card type, type its number, then the code the partner's contact
// for that card receives (/v1/user/cards/verification twice). Every refusal of the SSO
// (linked elsewhere, unknown number, wrong or spent code, too many tries) is shown as its
// own sentence; after too many tries the pending code is gone, so the form goes back to
// the number with the refusal still shown.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorCode, errorInfo, errorMessage, fieldErrors } from 'shared-contracts';
import { Button, Field, FieldFrame, OtpField, resendWaitText, selectClass, useCountdown } from 'shared-kit';
import type { CardCodeSent, CardType } from 'shared-contracts/schemas';
import { FormStatus } from '../../common/FormStatus';
import forms from '../../common/forms.module.css';
import { cardDigits, channelText, validateCardCode, validateCardNumber } from './cardRules';
import { useVerifyCardMutation } from '../../api/membershipApi';
import styles from './membership.module.css';

/** Refusals that say the number itself is wrong: shown on the number field. */
const NUMBER_REFUSALS: ReadonlySet<string> = new Set(['CARD_NUMBER_INVALID']);

interface Sent extends CardCodeSent {
  cardTypeId: number;
  cardNumber: string;
}

export function AddCardForm({ types, onDone, onCancel }: { types: CardType[]; onDone: (message: string) => void; onCancel: () => void }) {
  const addable = types.filter((t) => t.verification);
  const [typeId, setTypeId] = useState<number | null>(addable[0]?.id ?? null);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [errors, setErrors] = useState<{ cardTypeId?: string; cardNumber?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verify, { isLoading }] = useVerifyCardMutation();
  const countdown = useCountdown();
  const wait = resendWaitText(countdown.left);
  const selectId = useId();
  // Opened by 'Tambah Kartu', which is gone now: focus starts at the form's first choice.
  const firstField = useRef<HTMLSelectElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const numberForm = useRef<HTMLFormElement>(null);

  const type = addable.find((t) => t.id === typeId) ?? null;

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    setFailure(null);
    setNotice(null);
    if (!type?.verification) {
      setErrors({ cardTypeId: 'Pilih jenis kartu' });
      return;
    }
    const problem = validateCardNumber(number, type.verification, type.name);
    setErrors({ cardNumber: problem });
    if (problem) return;
    const result = await verify({ cardTypeId: type.id, cardNumber: cardDigits(number) });
    if ('error' in result) {
      const refused = errorCode(result.error);
      const message = errorMessage(result.error, 'Gagal mengirim kode verifikasi. Coba lagi.');
      // A refusal about the number itself belongs beside the field, marked invalid, and the
      // field is brought into view with focus (the form's status line is below the fold at
      // 360 px: 'Nomor kartu tidak ditemukan' was drawn there with the field unmarked).
      const aboutNumber = fieldErrors(result.error).cardNumber ?? (refused && NUMBER_REFUSALS.has(refused) ? message : undefined);
      if (aboutNumber) {
        setErrors({ cardNumber: aboutNumber });
        requestAnimationFrame(() => {
          const field = numberForm.current?.elements.namedItem('cardNumber');
          if (field instanceof HTMLInputElement) {
            field.scrollIntoView?.({ block: 'center' });
            field.focus({ preventScroll: true });
          }
        });
        return;
      }
      setErrors({});
      // Asked again too soon: the button counts down the seconds the SSO names, instead of a
      // sentence with a number that never moves ('Tunggu 44 detik…').
      const retry = (errorInfo(result.error).data as { retryAfter?: unknown } | null)?.retryAfter;
      if (refused === 'CARD_CODE_RESEND_TOO_SOON' && typeof retry === 'number') {
        countdown.start(retry);
        return;
      }
      setFailure(message);
      return;
    }
    if (result.data.status !== 'CODE_SENT') return;
    setCode('');
    setSent({ ...result.data, cardTypeId: type.id, cardNumber: cardDigits(number) });
    countdown.start(result.data.resendIn);
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const problem = validateCardCode(code);
    setErrors({ code: problem });
    if (problem || !sent) return;
    const result = await verify({ cardTypeId: sent.cardTypeId, cardNumber: sent.cardNumber, code: code.trim() });
    if ('error' in result) {
      const refused = errorCode(result.error);
      setFailure(errorMessage(result.error, 'Verifikasi gagal. Coba lagi.'));
      if (refused === 'CARD_CODE_INVALID') setErrors({ code: 'Kode verifikasi salah' });
      // The code is gone (blocked, spent or expired) or the card was taken meanwhile: back to the number.
      if (refused === 'CARD_TOO_MANY_ATTEMPTS' || refused === 'CARD_ALREADY_LINKED' || refused === 'CARD_ALREADY_YOURS') setSent(null);
      return;
    }
    if (result.data.status !== 'LINKED') return;
    const { card } = result.data;
    onDone(`${type?.name ?? card.name} ${card.cardNumber} berhasil ditambahkan.`);
  };

  const changeNumber = () => {
    setSent(null);
    setCode('');
    setErrors({});
    setFailure(null);
    setNotice('Kode sebelumnya tidak dipakai lagi. Periksa nomor kartu lalu kirim kode baru.');
  };

  if (addable.length === 0) return <p role="status">Belum ada jenis kartu yang dapat ditambahkan dari situs.</p>;

  return (
    <div className={forms.form}>
      {!sent ? (
        <form ref={numberForm} onSubmit={send} noValidate aria-label="Tambah Kartu">
          <FieldFrame label="Jenis kartu" id={selectId} hint={type?.description} error={errors.cardTypeId}>
            {(control) => (
              <select
                {...control}
                ref={firstField}
                className={selectClass()}
                value={typeId ?? ''}
                onChange={(e) => {
                  setTypeId(Number(e.target.value));
                  setErrors({});
                }}
              >
                {addable.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <Field
            label="Nomor kartu"
            name="cardNumber"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            error={errors.cardNumber}
            hint={
              type?.verification
                ? `${type.verification.numberLength} angka, diawali ${type.verification.numberPrefix}. Kode verifikasi dikirim ke ${channelText(type.verification.channel)} yang terdaftar untuk kartu ini.`
                : undefined
            }
          />
          <div className={forms.actions}>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Mengirim…' : 'Kirim Kode Verifikasi'}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Batal
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate aria-label="Verifikasi Kartu">
          <p role="status" className={styles.sent}>
            Kode verifikasi dikirim ke {channelText(sent.channel)} {sent.sentTo} yang terdaftar untuk kartu {sent.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ')}.
            Kode berlaku {Math.max(1, Math.round(sent.expiresIn / 60))} menit.
          </p>
          <OtpField name="cardCode" value={code} onChange={setCode} error={errors.code} />
          <div className={forms.actions}>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Memverifikasi…' : 'Tambahkan Kartu'}
            </Button>
            <Button variant="secondary" disabled={isLoading || Boolean(wait)} onClick={() => void send()}>
              {wait ?? 'Kirim Ulang Kode'}
            </Button>
          </div>
          <button type="button" className={forms.textButton} onClick={changeNumber}>
            Salah nomor? Ganti nomor kartu
          </button>
        </form>
      )}
      {notice ? (
        <p role="status" className={forms.hint}>
          {notice}
        </p>
      ) : null}
      <FormStatus error={failure} />
    </div>
  );
}
