// The offline page's script (built with it, precached with it by the service worker): it
// lists the pages kept on this device as links, offers 'Coba Lagi', and loads the page the
// visitor asked for once the connection is back.
import 'shared-contracts/styles/tokens.css';
import './offline.css';
import { seenPages, type SeenPage } from './seenPages';

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
      link.textContent = page.title;
      const path = document.createElement('span');
      path.className = 'path';
      path.textContent = page.href;
      link.append(path);
      item.append(link);
      return item;
    }),
  );
}

async function start(): Promise<void> {
  document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
  // Back online: the page the visitor asked for, from the network.
  window.addEventListener('online', () => window.location.reload());
  const pages = 'caches' in window ? await seenPages(window.caches, window.location.origin).catch(() => []) : [];
  renderList(pages);
  // As the site's pages do once they run (tests and monitoring wait for it).
  document.documentElement.dataset.mvHydrated = '1';
}

void start();
