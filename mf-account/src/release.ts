// What an account release declares (docs/architecture.md §3): its pages and the upstream
// calls its code makes beyond the BFF's own allow-list. Plain data: the build validates it
// (ReleaseDeclarationSchema) and stamps it into mf-manifest.json (metaData.release), so it
// ships, goes live and rolls back with this version's code. Each route has exactly one row
// in pages.ts (withRoutes holds the two together).
// Type-only: a value import of shared-contracts/core would bundle the remote's own copy of
// the contract's core (and react-router) into every page it serves.
import type { ReleaseDeclaration } from 'shared-contracts/core';

const member = { layout: 'account-page', requiresSession: true } as const;

export const ACCOUNT_RELEASE = {
  routes: [
    { path: '/account', title: 'Akun Saya', ...member },
    { path: '/account/card', title: 'Kartu Saya', ...member },
    { path: '/account/poin', title: 'Poin Saya', query: ['brand', 'jenis', 'page', 'periode', 'unit'], ...member },
    { path: '/account/badge', title: 'Koleksi Badge', ...member },
    { path: '/account/setting', title: 'Pengaturan Profil', ...member },
    { path: '/account/referral', title: 'Kode Referral', ...member },
    { path: '/account/voucher', title: 'Voucher Saya', ...member },
    { path: '/account/voucher/history', title: 'Riwayat Voucher', ...member },
    { path: '/account/voucher/bookmark', title: 'Voucher Disimpan', ...member },
    { path: '/account/history', title: 'Riwayat Aktivitas', ...member },
    { path: '/account/setting/perangkat', title: 'Perangkat', ...member },
    { path: '/account/membership', title: 'Membership', ...member },
  ],
  // Reminders (issue 41): the member's choices and this browser's push subscription, kept
  // and sent by the API service.
  upstream: [
    { service: 'content', method: 'GET', path: '/v1/users/reminders' },
    { service: 'content', method: 'PUT', path: '/v1/users/reminders' },
    { service: 'content', method: 'POST', path: '/v1/users/push-subscriptions' },
    { service: 'content', method: 'DELETE', path: '/v1/users/push-subscriptions' },
  ],
} as const satisfies ReleaseDeclaration;
