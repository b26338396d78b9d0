// What an events release declares (docs/architecture.md §3): its pages and the upstream
// calls its code makes beyond the BFF's own allow-list. Plain data: the build validates it
// (ReleaseDeclarationSchema) and stamps it into mf-manifest.json (metaData.release), so it
// ships, goes live and rolls back with this version's code. Each route has exactly one row
// in pages.ts (withRoutes holds the two together).
// Type-only: a value import of shared-contracts/core would bundle the remote's own copy of
// the contract's core (and react-router) into every page it serves.
import type { ReleaseDeclaration } from 'shared-contracts/core';

export const EVENTS_RELEASE = {
  routes: [
    { path: '/event', layout: 'event-page', title: 'Event', query: ['category', 'city', 'from', 'page', 'status', 'to'] },
    { path: '/event/:slug', layout: 'event-page', title: 'Detail Event' },
    { path: '/event/:slug/register', layout: 'event-page', title: 'Daftar Event' },
    { path: '/campaign/:slug', layout: 'event-page', title: 'Campaign' },
    { path: '/campaign-event/:slug', layout: 'event-page', title: 'Campaign Event' },
  ],
  upstream: [],
} as const satisfies ReleaseDeclaration;
