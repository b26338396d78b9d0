// Bookmark ('Simpan') for members; a visitor is told it needs an account and may sign in
// (and come back here) or stay.
import { useState } from 'react';
import { TRACK_EVENTS, useRemoteProps } from 'shared-contracts';
import { Button, Toast } from 'shared-kit';
import type { Promo } from 'shared-contracts/schemas';
import { useIsMember } from '../../common/session';
import { SignInDialog } from '../../common/SignInDialog';
import { useCatalogSetBookmarkMutation } from '../../api/promoApi';

export const BOOKMARK_SIGN_IN_REASON = 'Untuk menyimpan promo ini ke Voucher Saya, masuk dulu dengan akun MyValue.';

export function BookmarkButton({ promo }: { promo: Pick<Promo, 'id' | 'slug' | 'isBookmarked'> }) {
  const { track } = useRemoteProps();
  const isMember = useIsMember();
  const [signInOpen, setSignInOpen] = useState(false);
  const [setBookmark, state] = useCatalogSetBookmarkMutation();
  const [message, setMessage] = useState<string | null>(null);
  // The mutation's answer is the truth until the refetched promo catches up.
  const bookmarked = state.data && state.originalArgs?.promoId === promo.id && state.isSuccess ? state.data.isBookmarked : promo.isBookmarked;

  const toggle = async () => {
    if (!isMember) {
      setSignInOpen(true);
      return;
    }
    const next = !bookmarked;
    const response = await setBookmark({ promoId: promo.id, bookmarked: next });
    if ('error' in response && response.error) {
      setMessage(next ? 'Gagal menyimpan promo. Coba lagi.' : 'Gagal menghapus promo dari simpanan. Coba lagi.');
      return;
    }
    setMessage(next ? 'Promo disimpan ke Voucher Saya.' : 'Promo dihapus dari simpanan.');
    track(TRACK_EVENTS.bookmarkPromo, { promoId: promo.id, slug: promo.slug, bookmarked: next });
  };

  return (
    <>
      <Button variant="secondary" aria-pressed={isMember ? bookmarked : undefined} disabled={state.isLoading} onClick={() => void toggle()}>
        {bookmarked ? '★ Tersimpan' : '☆ Simpan'}
      </Button>
      <Toast message={message} />
      <SignInDialog open={signInOpen} reason={BOOKMARK_SIGN_IN_REASON} onClose={() => setSignInOpen(false)} />
    </>
  );
}
