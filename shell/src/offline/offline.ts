// The offline page's script (built with it, precached with it by the service worker). On a
// member page (/account…) with a wallet kept on this device it shows the wallet: the member
// card and the active vouchers and tickets, ready for the till. Otherwise, and below the
// wallet, it lists the pages kept on this device as links, offers 'Coba Lagi', and loads the
// page the visitor asked for once the connection is back.
import 'shared-contracts/styles/tokens.css';
import './offline.css';
import { pageTitle } from 'shared-contracts/core';
import { readWallet } from 'shared-contracts/wallet';
import { renderWallet, walletFocus } from './offlineWallet';
import { isMemberPath, offlineIntro, offlinePages, seenPages, type SeenPage } from './seenPages';
import { WALLET_TEXT } from './walletText';

function show(id: string, visible: boolean): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  el.hidden = !visible;
  return el;
}

function renderList(pages: SeenPage[]): void {
  const list = show('available-list', pages.length > 0);
  show('available-hint', pages.length > 0);
  show('nothing-available', pages.length === 0);
  list.replaceChildren(
    ...pages.map((page) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = page.href;
      // The title only: an address can carry what the visitor typed (issue 43).
      link.textContent = page.title;
      item.append(link);
      return item;
    }),
  );
}

/** The wallet first, drawn synchronously from storage: the till must not wait for the cache listing. */
function showWallet(): void {
  const wallet = readWallet();
  const { pathname } = window.location;
  const memberPage = isMemberPath(pathname);
  show('wallet-link', wallet !== null && !memberPage);
  if (!wallet) {
    if (memberPage) {
      const intro = document.querySelector('#offline-head .intro');
      if (intro) intro.textContent = offlineIntro(pathname);
      show('member-hint', true).textContent = WALLET_TEXT.noWallet;
    }
    return;
  }
  if (!memberPage) return;
  show('offline-head', false);
  document.getElementById('wallet-root')?.replaceChildren(renderWallet(wallet, pathname, new Date()));
  document.title = pageTitle(walletFocus(pathname) === 'vouchers' ? WALLET_TEXT.vouchers : WALLET_TEXT.card);
}

/** Whether the site answers again (the BFF's health route; no cache touches it). */
async function siteAnswers(): Promise<boolean> {
  try {
    return (await fetch('/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

/**
 * Back online: the page the visitor asked for, from the network. The browser's 'online'
 * comes before the network really carries (and a shop's Wi-Fi can be connected with no
 * internet), so the site is asked first, and again after 2, 4, 8… up to 30 s while the
 * browser believes it is online. Never while a code is on screen for the cashier: a flicker
 * of signal must not take it away.
 */
function reloadWhenBack(): void {
  let delay = RETRY_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = async () => {
    clearTimeout(timer);
    if (navigator.onLine && !document.querySelector('dialog[open]') && (await siteAnswers())) {
      window.location.reload();
      return;
    }
    if (navigator.onLine) timer = setTimeout(() => void attempt(), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };
  window.addEventListener('online', () => {
    delay = RETRY_FIRST_MS;
    void attempt();
  });
  // Served while the browser believes it is online: the site did not answer a moment ago.
  if (navigator.onLine) timer = setTimeout(() => void attempt(), delay);
}

async function start(): Promise<void> {
  document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
  reloadWhenBack();
  showWallet();
  const pages = 'caches' in window ? await seenPages(window.caches, window.location.origin).catch(() => []) : [];
  renderList(offlinePages(pages, readWallet() !== null));
  // As the site's pages do once they run (tests and monitoring wait for it).
  document.documentElement.dataset.mvHydrated = '1';
}

void start();
