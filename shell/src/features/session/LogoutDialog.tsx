// Spec §4 logout: a confirm dialog 'Keluar Akun'. Confirm: the BFF clears the cookies,
// the user and cached member data leave the store, the logout event is sent and the
// dialog closes; opened from home the member stays there (profile data reset),
// elsewhere they go to /. 'Batalkan' only closes it.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { STRINGS, TRACK_EVENTS, useAppDispatch } from 'shared-contracts';
import { Button, Dialog } from 'shared-kit';
import { useShell } from '../../app/ShellContext';
import { endMemberSession } from './endSession';
import { requestLogout } from './sessionClient';
import styles from './LogoutDialog.module.css';

export const LOGOUT_CONFIRM = 'Keluar';
export const LOGOUT_QUESTION = 'Apakah kamu yakin ingin keluar dari akun MyValue?';
export const LOGOUT_FAILED = 'Gagal keluar. Periksa koneksi internet kamu, lalu coba lagi.';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** Whether the dialog was opened on the home page. */
  fromHome: boolean;
}

export function LogoutDialog({ open, onClose, fromHome }: LogoutDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { track } = useShell();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const close = () => {
    if (pending) return;
    setFailed(false);
    onClose();
  };

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    try {
      await requestLogout();
    } catch {
      // The cookies are HttpOnly: only the BFF can end the session, so stay signed in.
      setPending(false);
      setFailed(true);
      return;
    }
    track(TRACK_EVENTS.logout);
    setPending(false);
    onClose();
    // Leave the member page first, so its queries are gone before the cache is dropped.
    if (!fromHome) void navigate('/');
    void endMemberSession(dispatch);
  };

  if (!open) return null;
  return (
    <Dialog
      open={open}
      title={STRINGS.logoutTitle}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {STRINGS.logoutCancel}
          </Button>
          <Button onClick={() => void confirm()} disabled={pending} aria-busy={pending}>
            {LOGOUT_CONFIRM}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{LOGOUT_QUESTION}</p>
      <p role="alert" className={styles.error}>
        {failed ? LOGOUT_FAILED : null}
      </p>
    </Dialog>
  );
}
