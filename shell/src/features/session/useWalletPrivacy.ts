// Privacy of the offline wallet on a shared phone (issue 29): a visitor's browser holds no
// member data, and a member's holds only their own. The wallet (shared-contracts/wallet) is
// erased when the session becomes anonymous (logout, a session the server ended or revoked,
// a document served without a session) and when another member is signed in. Two pages say
// nothing about the session and erase nothing: a kept copy the service worker served
// offline (it is always an anonymous render) and an error page (the SSO failed to answer:
// the member at the till keeps their codes).
import { useEffect } from 'react';
import { selectSession, useAppSelector } from 'shared-contracts';
import { eraseWallet, eraseWalletUnlessOf } from 'shared-contracts/wallet/storage';
import { OFFLINE_COPY_ATTRIBUTE } from '../offline/swContract';
import { useShellState } from '../shellState/ShellState';

const isOfflineCopy = () => typeof document !== 'undefined' && document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE);

export function useWalletPrivacy(): void {
  const { status, user } = useAppSelector(selectSession);
  const { fatal } = useShellState();
  const memberId = user?.valueId ?? null;
  const failed = fatal !== null;
  useEffect(() => {
    if (isOfflineCopy()) return;
    if (status === 'member' && memberId) eraseWalletUnlessOf(memberId);
    else if (status === 'anonymous' && !failed) eraseWallet();
  }, [status, memberId, failed]);
}
