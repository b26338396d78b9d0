// The member's view from inside the catalog: whether signed in, the balance (the shared
// getPoint endpoint the header uses too), and sign-in that returns to this very page.
import { useCallback } from 'react';
import { useLocation } from 'shared-contracts';
import { useGetPointQuery, useRemoteProps } from 'shared-contracts';

export function useIsMember(): boolean {
  return useRemoteProps().session.status === 'member';
}

/** Starts sign-in and comes back to the current path with its query. */
export function useLoginHere(): () => void {
  const { session } = useRemoteProps();
  const { pathname, search } = useLocation();
  return useCallback(() => session.login(`${pathname}${search}`), [session, pathname, search]);
}

export function useMemberBalance(): { isMember: boolean; balance: number | undefined; isLoading: boolean; isError: boolean } {
  const isMember = useIsMember();
  const { data, isLoading, isError } = useGetPointQuery(undefined, { skip: !isMember });
  return { isMember, balance: isMember ? data?.point : undefined, isLoading: isMember && isLoading, isError };
}
