// The offline wallet on the offline page (issue 29): the member card and the active vouchers
// and tickets kept in this browser (shared-contracts/wallet), drawn with the site's QR rule
// and Code 128, with 'Terakhir diperbarui', each item's validity and terms, codes that expired
// while offline marked, and a note when the session has ended meanwhile. A code opens full
// screen on white (a modal <dialog>), the screen kept on, and Back closes it. Plain DOM: the
// page has no React and opens at once from the service worker's precache.
import 'shared-contracts/wallet/till.css';
import QRCode from 'qrcode';
import { code128Svg, qrSvgWith } from 'shared-contracts/barcodes';
import { isWalletItemExpired, isWalletSessionOver, type Wallet, type WalletItem } from 'shared-contracts/wallet';
import { lastUpdatedText } from 'shared-kit/format';
import { WALLET_TEXT as T } from './walletText';

type Child = Node | string | null | false;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string; attrs?: Record<string, string> } = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [k, v] of Object.entries(props.attrs ?? {})) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(c);
  return node;
}

/** Markup from the barcode libraries' own serializers (never user text), as a labelled image. */
function drawing(svg: string | null, label: string, className: string, value: string, kind: 'qr' | 'barcode'): HTMLElement | null {
  if (!svg) return null;
  const box = el('div', { className, attrs: { role: 'img', 'aria-label': label, [`data-${kind}-value`]: value } });
  box.innerHTML = svg;
  return box;
}

const qr = (value: string, label: string, className: string) => drawing(qrSvgWith(QRCode, value), label, className, value, 'qr');
const bars = (value: string, label: string) => drawing(code128Svg(value), label, 'mv-barcode', value, 'barcode');

/** 'MV1811220001' → 'MV18 1122 0001'. */
const grouped = (id: string) => id.replace(/(.{4})(?=.)/g, '$1 ');

/** Keeps the screen on while a code is shown (Screen Wake Lock where the browser has it). */
async function keepScreenOn(): Promise<() => void> {
  try {
    const lock = await navigator.wakeLock?.request('screen');
    return () => void lock?.release().catch(() => undefined);
  } catch {
    return () => undefined; // not allowed (battery saver): the code still shows
  }
}

/**
 * The full-screen code: one <dialog> for the page. Opening adds a history entry, so Back
 * closes it (as on the site); 'Tutup' and Escape go back the same way.
 */
function fullscreen(): { open: (title: string, body: Node[]) => void } {
  const titleEl = el('h2', { attrs: { id: 'till-title' } });
  const body = el('div', { className: 'till-body' });
  const close = el('button', { className: 'till-close', text: '×', attrs: { type: 'button', 'aria-label': T.close } });
  const dialog = el('dialog', { className: 'till', attrs: { 'aria-labelledby': 'till-title' } }, el('div', { className: 'till-head' }, titleEl, close), body);
  document.body.append(dialog);
  let release: (() => void) | null = null;
  const shut = () => {
    release?.();
    release = null;
    if (dialog.open) dialog.close();
  };
  const back = () => (history.state?.mvTill ? history.back() : shut());
  close.addEventListener('click', back);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    back();
  });
  window.addEventListener('popstate', () => {
    if (!history.state?.mvTill) shut();
  });
  return {
    open(title, nodes) {
      titleEl.textContent = title;
      body.replaceChildren(...nodes, el('p', { className: 'till-hint', text: T.brightness }));
      dialog.showModal();
      close.focus();
      history.pushState({ mvTill: true }, '');
      void keepScreenOn().then((r) => (dialog.open ? (release = r) : r()));
    },
  };
}

/** The card; its heading is the page's (h1) when the member came for the card. */
function cardSection(wallet: Wallet, till: ReturnType<typeof fullscreen>, heading: 'h1' | 'h2'): HTMLElement {
  const { card } = wallet;
  const codes = (size: 'card' | 'till') => [
    qr(card.valueId, `Kode QR ${T.valueId} ${card.valueId}`, size === 'till' ? 'mv-till-qr' : 'mv-member-card__qr'),
    bars(card.valueId, `Barcode ${T.valueId} ${card.valueId}`),
    el('p', { className: 'mv-till-number', attrs: { 'data-testid': size === 'till' ? 'fullscreen-code' : 'card-number' } }, el('span', { className: 'mv-visually-hidden', text: `${T.valueId} ` }), grouped(card.valueId)),
  ];
  const show = () => till.open(T.card, [el('p', { className: 'till-sub', text: `${card.name} · ${T.cardHint}` }), ...codes('till').filter((n): n is HTMLElement => n !== null)]);
  const codeButton = el('button', { className: 'mv-member-card__codes', attrs: { type: 'button', 'aria-label': `${T.showCode}: ${T.valueId} ${card.valueId}` } }, ...codes('card'));
  codeButton.addEventListener('click', show);
  return el(
    'section',
    { className: 'wallet-card', attrs: { 'aria-labelledby': 'wallet-card-title' } },
    el(heading, { className: heading === 'h1' ? 'title' : 'subtitle', text: T.card, attrs: { id: 'wallet-card-title' } }),
    el(
      'div',
      { className: 'mv-member-card' },
      el('div', { className: 'mv-member-card__head' }, el('p', { className: 'mv-member-card__brand', text: 'MyValue' }), el('p', { className: 'mv-member-card__name', text: card.name, attrs: { 'data-testid': 'card-name' } }), card.tierName ? el('span', { className: 'mv-member-card__tier', text: `Tier ${card.tierName}` }) : null),
      codeButton,
      el('p', { className: 'mv-member-card__hint', text: T.cardHint }),
    ),
  );
}

function itemCard(item: WalletItem, now: Date, till: ReturnType<typeof fullscreen>): HTMLElement {
  const expired = isWalletItemExpired(item, now);
  const li = el(
    'li',
    { className: expired ? 'item expired' : 'item', attrs: { 'data-code': item.code } },
    el('h3', { className: 'item-title', text: item.title }),
    el('p', { className: 'hint', text: item.subtitle }),
    el('p', { className: expired ? 'expired-note' : 'validity', text: expired ? T.expired : item.validityText }),
  );
  if (!expired) {
    const show = () =>
      till.open(item.title, [
        el('p', { className: 'till-sub', text: `${item.subtitle} · ${T.tillHint}` }),
        ...[qr(item.qrValue, `Kode QR ${item.code}`, 'mv-till-qr')].filter((n): n is HTMLElement => n !== null),
        el('p', { className: 'mv-till-number', text: item.code, attrs: { 'data-testid': 'fullscreen-code' } }),
        el('p', { className: 'validity', text: item.validityText }),
      ]);
    const button = el('button', { className: 'item-codes', attrs: { type: 'button', 'aria-label': `${T.showCode} ${item.code} layar penuh` } }, qr(item.qrValue, `Kode QR ${item.code}`, 'item-qr'), el('span', { className: 'code', text: item.code }));
    button.addEventListener('click', show);
    li.append(button);
  }
  if (item.terms) li.append(el('details', {}, el('summary', { text: T.terms }), el('p', { className: 'terms', text: item.terms })));
  return li;
}

function listSection(id: string, title: string, items: WalletItem[] | null, empty: string, now: Date, till: ReturnType<typeof fullscreen>): HTMLElement {
  return el(
    'section',
    { attrs: { 'aria-labelledby': id } },
    el('h2', { className: 'subtitle', text: title, attrs: { id } }),
    items === null ? el('p', { className: 'hint', text: T.notSynced }) : items.length === 0 ? el('p', { className: 'hint', text: empty }) : el('ul', { className: 'items' }, ...items.map((i) => itemCard(i, now, till))),
  );
}

/** Which part the member came for: the vouchers from 'Voucher Saya', the card otherwise. */
export function walletFocus(pathname: string): 'vouchers' | 'card' {
  return pathname.startsWith('/account/voucher') ? 'vouchers' : 'card';
}

/** The wallet's view for `pathname`: its heading, the notes, then the card and the lists in the order the member came for. */
export function renderWallet(wallet: Wallet, pathname: string, now: Date): HTMLElement {
  const till = fullscreen();
  const focus = walletFocus(pathname);
  const card = cardSection(wallet, till, focus === 'card' ? 'h1' : 'h2');
  const vouchers = listSection('wallet-vouchers', T.vouchersSection, wallet.vouchers, T.noVouchers, now, till);
  const tickets = listSection('wallet-tickets', T.ticketsSection, wallet.tickets, T.noTickets, now, till);
  return el(
    'div',
    { className: 'wallet', attrs: { 'data-testid': 'offline-wallet' } },
    focus === 'vouchers' ? el('h1', { className: 'title', text: T.vouchers }) : null,
    el('p', { className: 'note', attrs: { role: 'status' } }, T.offlineNote, el('br'), el('strong', { text: lastUpdatedText(wallet) })),
    isWalletSessionOver(wallet, now) ? el('p', { className: 'note warn', text: T.sessionOver, attrs: { role: 'alert' } }) : null,
    ...(focus === 'vouchers' ? [vouchers, tickets, card] : [card, vouchers, tickets]),
  );
}
