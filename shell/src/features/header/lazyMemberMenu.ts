// The member menu as its own chunk: visitors never download it; for a member the shell
// starts the download before hydrating (preloadMemberMenu), so the header is interactive
// as early as before.
import { lazy } from 'react';

let pending: Promise<typeof import('./MemberMenu')> | null = null;

export function preloadMemberMenu(): Promise<typeof import('./MemberMenu')> {
  pending ??= import(/* webpackChunkName: "member-menu" */ './MemberMenu');
  return pending;
}

export const MemberMenu = lazy(() => preloadMemberMenu().then((m) => ({ default: m.MemberMenu })));
