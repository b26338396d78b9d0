// Add to calendar (.ics download) and share, for event and campaign-event pages.
import { useEffect, useState } from 'react';
import { TRACK_EVENTS, useRemoteProps } from 'shared-contracts';
import { Button, Toast } from 'shared-kit';
import { downloadIcs } from './eventCalendar';
import styles from './events.module.css';

export function DetailActions({ slug, title, url, ics }: { slug: string; title: string; url: string; ics: () => string }) {
  const { track } = useRemoteProps();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), 3000);
    return () => clearTimeout(t);
  }, [message]);

  const addToCalendar = () => {
    downloadIcs(slug, ics());
    setMessage('File kalender diunduh. Buka file untuk menambahkan event ke kalender kamu.');
  };

  const share = async () => {
    track(TRACK_EVENTS.share, { type: 'event', slug });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // The member closed the share sheet: nothing to report.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Tautan event disalin.');
    } catch {
      setMessage('Gagal menyalin tautan. Salin alamat dari browser kamu.');
    }
  };

  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={addToCalendar}>
        Tambah ke Kalender
      </Button>
      <Button variant="secondary" onClick={() => void share()}>
        Bagikan
      </Button>
      <Toast message={message} />
    </div>
  );
}
