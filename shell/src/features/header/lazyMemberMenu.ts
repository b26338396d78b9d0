// The member menu as its own chunk: visitors never download it; for a member the shell
// starts the download before hydrating (preloadMemberMenu), so the header is interactive
// as early as before. The same lazy-component mechanism as the pages (lazyPage).
import { lazyPage, type SessionUser } from 'shared-contracts';

export const MemberMenu = lazyPage<{ user: SessionUser }>(() => import(/* webpackChunkName: "member-menu" */ './MemberMenu').then((m) => m.MemberMenu));

export const preloadMemberMenu = MemberMenu.preload;
