// The member's balance as a page argument needs it ('Poin cukup'): the same reading in the
// browser (useMemberBalance) and in the server's page data (from the store's state).
import { memberApi, type RootState, type SessionState } from 'shared-contracts';

export interface MemberBalance {
  isMember: boolean;
  /** The member's points; undefined for visitors and while unknown. */
  balance: number | undefined;
  /** A member's balance not answered yet. */
  isLoading: boolean;
}

/** The balance as the store holds it now (getPoint, which the header reads too). */
export function memberBalanceIn(state: RootState, session: Pick<SessionState, 'status'>): MemberBalance {
  const isMember = session.status === 'member';
  if (!isMember) return { isMember, balance: undefined, isLoading: false };
  const point = memberApi.endpoints.getPoint.select()(state);
  const settled = point.status === 'fulfilled' || point.status === 'rejected';
  return { isMember, balance: point.data?.point, isLoading: !settled && point.data === undefined };
}
