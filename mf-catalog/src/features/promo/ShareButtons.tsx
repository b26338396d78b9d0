// Share a promo: the Web Share API where the browser has it, else a WhatsApp link and
// copying the link. Its controls are items of the row it is placed in (the promo's
// action row, beside 'Simpan'), all outlined buttons: the WhatsApp link looks like one.
import { useEffect, useState } from 'react';
import { COPIED_FLAG_MS, TRACK_EVENTS, useRemoteProps } from 'shared-contracts';
import { Button, Toast, buttonClass } from 'shared-kit';

export function whatsappUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

export function ShareButtons({ title, path }: { title: string; path: string }) {
  const { track, siteConfig } = useRemoteProps();
  const [message, setMessage] = useState<string | null>(null);
  const url = new URL(path, siteConfig.publicUrl || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin)).toString();
  // Decided after mount: a server render has no navigator, and the first client render
  // must match it (hydration); browsers with the Web Share API switch afterwards.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), COPIED_FLAG_MS);
    return () => clearTimeout(t);
  }, [message]);

  const share = async () => {
    try {
      await navigator.share({ title, url });
      track(TRACK_EVENTS.share, { method: 'web-share', path });
    } catch {
      // Cancelled by the user: nothing to say.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Tautan berhasil disalin');
      track(TRACK_EVENTS.share, { method: 'copy-link', path });
    } catch {
      setMessage('Gagal menyalin tautan');
    }
  };

  return (
    <>
      {canShare ? (
        <Button variant="secondary" onClick={() => void share()}>
          Bagikan
        </Button>
      ) : (
        <>
          {/* 'WhatsApp' on screen: a phone's row has room for three short labels. The
              accessible name says what it does and contains the visible word (voice control). */}
          <a
            className={buttonClass('secondary')}
            href={whatsappUrl(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Bagikan ke WhatsApp"
            onClick={() => track(TRACK_EVENTS.share, { method: 'whatsapp', path })}
          >
            WhatsApp
          </a>
          <Button variant="secondary" onClick={() => void copy()}>
            Salin Tautan
          </Button>
        </>
      )}
      <Toast message={message} />
    </>
  );
}
