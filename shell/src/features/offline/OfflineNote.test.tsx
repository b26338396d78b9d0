// The note of being offline: on a page served from an earlier visit's copy, on a page that
// loses its connection, gone once online; nothing in the server's markup (hydration matches).
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { OfflineNote, resetOfflineNoteForTests } from './OfflineNote';
import { OFFLINE_COPY_ATTRIBUTE, OFFLINE_TEXT } from './swContract';

function setOnline(online: boolean, announce = true): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  if (announce) act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  document.documentElement.removeAttribute(OFFLINE_COPY_ATTRIBUTE);
  resetOfflineNoteForTests();
  setOnline(true, false);
});

describe('the offline note', () => {
  it('says nothing online, on the server and in the live page', () => {
    expect(renderToString(<OfflineNote />)).toBe('<div aria-live="polite" aria-atomic="true" data-testid="offline-note"></div>');
    setOnline(true, false);
    render(<OfflineNote />);
    expect(screen.getByTestId('offline-note')).toBeEmptyDOMElement();
  });

  it('on a page from the offline copy, says it is from an earlier visit, and goes once online', () => {
    document.documentElement.setAttribute(OFFLINE_COPY_ATTRIBUTE, '');
    setOnline(false, false);
    render(<OfflineNote />);
    expect(screen.getByTestId('offline-note')).toHaveTextContent(OFFLINE_TEXT.pageFromEarlierVisit);
    setOnline(true);
    expect(screen.getByTestId('offline-note')).toBeEmptyDOMElement();
    // Offline again later (the visitor did not reload while online): the plain note.
    setOnline(false);
    expect(screen.getByTestId('offline-note')).toHaveTextContent(OFFLINE_TEXT.wentOffline);
  });

  it('on a live page that loses its connection, says parts may not load, and goes once online', () => {
    setOnline(true, false);
    render(<OfflineNote />);
    setOnline(false);
    expect(screen.getByTestId('offline-note')).toHaveTextContent(OFFLINE_TEXT.wentOffline);
    setOnline(true);
    expect(screen.getByTestId('offline-note')).toBeEmptyDOMElement();
  });

  it('on a copy served while the browser believes it is online (the site did not answer), says so', () => {
    document.documentElement.setAttribute(OFFLINE_COPY_ATTRIBUTE, '');
    setOnline(true, false);
    render(<OfflineNote />);
    expect(screen.getByTestId('offline-note')).toHaveTextContent(OFFLINE_TEXT.copyWhileUnreachable);
  });
});
