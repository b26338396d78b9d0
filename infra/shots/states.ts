// What a signed-in member opens on top of a page, for the screenshots: each opens one
// dialog, menu or message and leaves it open.
import type { Page } from '@playwright/test';

export interface StateShot {
  name: string;
  path: string;
  open: (page: Page) => Promise<void>;
}

const menuButton = (page: Page) => page.locator('header').first().getByRole('button', { name: /Dewi Sartika/ });

async function openMenu(page: Page): Promise<void> {
  await menuButton(page).click();
  await page.getByRole('dialog', { name: 'Menu akun' }).waitFor();
}

export const openStates: StateShot[] = [
  { name: 'account-menu', path: '/account', open: openMenu },
  {
    name: 'logout-dialog',
    path: '/account',
    open: async (page) => {
      await openMenu(page);
      await page.getByRole('dialog', { name: 'Menu akun' }).getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Keluar Akun' }).waitFor();
    },
  },
  {
    name: 'fullscreen-code',
    path: '/account/voucher',
    open: async (page) => {
      await page.getByRole('button', { name: 'Tampilkan Kode' }).first().click();
      await page.getByTestId('fullscreen-code').waitFor();
      await page.locator('[data-qr-value] svg').last().waitFor();
    },
  },
  {
    name: 'referral-copied',
    path: '/account/referral',
    open: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
      await page.getByRole('button', { name: 'Salin Kode' }).click();
      await page.getByText('Kode Referral Berhasil Disalin').waitFor();
    },
  },
  // Issue 28: the card form open at its code step's first screen, and the name's confirmation.
  {
    name: 'membership-add-card',
    path: '/account/membership',
    open: async (page) => {
      await page.getByRole('button', { name: 'Tambah Kartu' }).click();
      await page.getByRole('form', { name: 'Tambah Kartu' }).waitFor();
    },
  },
  {
    name: 'name-confirmation',
    path: '/account/setting',
    open: async (page) => {
      const form = page.getByRole('form', { name: 'Nama' });
      await form.getByLabel('Nama belakang').fill('Sartika Putri');
      await form.getByRole('button', { name: 'Simpan Nama' }).click();
      await page.getByRole('dialog', { name: 'Simpan Nama?' }).waitFor();
    },
  },
];
