// The note of being offline (issue 29): on a page the service worker served from an earlier
// visit's copy, 'Kamu sedang offline — halaman ini dari kunjungan sebelumnya.'; on a page
// that loses its connection while open, that parts may not load. It goes away once the
// browser is online again. Read through useSyncExternalStore: absent on the server and in
// the hydrating render (the server cannot know), so hydration matches.
import { useSyncExternalStore } from 'react';
import styles from './OfflineNote.module.css';
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_TEXT } from './swContract';

type NoteState = 'none' | 'copy' | 'copy-unreachable' | 'went-offline';

/** Whether this document is the worker's offline copy; cleared once the connection is back. */
let servedFromCopy: boolean | null = null;

function isCopy(): boolean {
  servedFromCopy ??= document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE);
  return servedFromCopy;
}

function subscribe(onChange: () => void): () => void {
  const online = () => {
    // Back online: the next navigation gets the live page; the note of the copy goes.
    servedFromCopy = false;
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
  };
}

function clientState(): NoteState {
  const offline = !navigator.onLine;
  if (isCopy()) return offline ? 'copy' : 'copy-unreachable';
  return offline ? 'went-offline' : 'none';
}

const serverState = (): NoteState => 'none';

const TEXT: Record<Exclude<NoteState, 'none'>, string> = {
  copy: OFFLINE_TEXT.pageFromEarlierVisit,
  'copy-unreachable': OFFLINE_TEXT.copyWhileUnreachable,
  'went-offline': OFFLINE_TEXT.wentOffline,
};

export function OfflineNote() {
  const state = useSyncExternalStore(subscribe, clientState, serverState);
  // The live region exists from the start, so the text is announced when it appears. Not
  // role="status": in the site's pages that marks a part still loading.
  return (
    <div aria-live="polite" aria-atomic="true" className={state === 'none' ? undefined : styles.note} data-testid="offline-note">
      {state === 'none' ? null : TEXT[state]}
    </div>
  );
}

/** Tests: forget what this document was. */
export function resetOfflineNoteForTests(): void {
  servedFromCopy = null;
}
