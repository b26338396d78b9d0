// A guest action that needs an account ('Simpan', 'Tukar Poin') says so before the page is
// left: why, 'Masuk' (sign-in that returns here) and 'Batal' (stay, nothing happens).
import { STRINGS } from 'shared-contracts';
import { Button, Dialog } from 'shared-kit';
import { useLoginHere } from './session';

export function SignInDialog({ open, reason, onClose }: { open: boolean; reason: string; onClose: () => void }) {
  const login = useLoginHere();
  return (
    <Dialog
      open={open}
      title={STRINGS.signInPromptTitle}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {STRINGS.cancel}
          </Button>
          <Button onClick={login}>{STRINGS.signIn}</Button>
        </>
      }
    >
      <p>{reason}</p>
      <p>{STRINGS.signInReturnHint}</p>
    </Dialog>
  );
}
