// What a catalog release declares (docs/architecture.md §3): its pages and the upstream
// calls its code makes beyond the BFF's own allow-list. Plain data: the build validates it
// (ReleaseDeclarationSchema) and stamps it into mf-manifest.json (metaData.release), so it
// ships, goes live and rolls back with this version's code. Each route has exactly one row
// in pages.ts (withRoutes holds the two together).
// Type-only: a value import of shared-contracts/core would bundle the remote's own copy of
// the contract's core (and react-router) into every page it serves.
import type { ReleaseDeclaration } from 'shared-contracts/core';

export const CATALOG_RELEASE = {
  routes: [
    { path: '/promo', layout: 'promo-page', title: 'Promo & Voucher', query: ['category', 'cukup', 'merchant', 'page', 'q', 'sort'] },
    { path: '/promo/:slug', layout: 'promo-page', title: 'Detail Promo' },
    { path: '/merchant', layout: 'promo-page', title: 'Merchant Partner', query: ['category', 'page', 'q'] },
    { path: '/merchant/:slug', layout: 'promo-page', title: 'Merchant', query: ['page'] },
    { path: '/category/:slug', layout: 'promo-page', title: 'Kategori', query: ['page'] },
    { path: '/search', layout: 'promo-page', title: 'Pencarian', query: ['q'] },
  ],
  upstream: [],
} as const satisfies ReleaseDeclaration;
