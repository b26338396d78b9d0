// The running home announcement, its title leading to its page and 'Lihat Semua' to every
// announcement. Dismissing it remembers its id in localStorage, so the same announcement
// stays closed on later visits while a new one (new id) shows again.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AnnouncementLink } from '../../common/AnnouncementLink';
import { announcementHref, announcementListHref } from '../../common/announcementPaths';
import { useGetHomeAnnouncementQuery } from './homeApi';
import styles from './HomeAnnouncement.module.css';

export const DISMISSED_ANNOUNCEMENT_KEY = 'mv-dismissed-announcement';

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_ANNOUNCEMENT_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): the announcement just shows
  }
}

function rememberDismissed(id: number): void {
  try {
    window.localStorage.setItem(DISMISSED_ANNOUNCEMENT_KEY, String(id));
  } catch {
    // Not remembered across visits; it still closes now.
  }
}

export function HomeAnnouncement() {
  const { data } = useGetHomeAnnouncementQuery();
  // The first render matches the server's (which cannot see this device's storage); a
  // remembered dismissal applies right after hydration.
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => setDismissed(readDismissed()), []);
  const announcement = data?.announcement;
  // Loading, failure and "nothing running" all show nothing: the announcement is an
  // extra, and an error box about it would cost the home page more than it tells.
  if (!announcement || dismissed === String(announcement.id)) return null;

  const close = () => {
    rememberDismissed(announcement.id);
    setDismissed(String(announcement.id));
  };

  return (
    <aside className={styles.box} aria-labelledby="home-announcement-title" data-testid="home-announcement">
      <div className={styles.body}>
        <p id="home-announcement-title" className={styles.title}>
          <Link to={announcementHref(announcement.slug)}>{announcement.title}</Link>
        </p>
        <p className={styles.message}>{announcement.message}</p>
        <p className={styles.links}>
          <AnnouncementLink announcement={announcement} className={styles.link} />
          <Link className={styles.link} to={announcementListHref()}>
            Lihat Semua<span className="mv-visually-hidden"> Pengumuman</span>
          </Link>
        </p>
      </div>
      <button type="button" className={styles.close} onClick={close} aria-label="Tutup pengumuman">
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
