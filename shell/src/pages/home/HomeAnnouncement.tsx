// The running home announcement, its title leading to its page and 'Lihat Semua' to every
// announcement. Closing it remembers its id in a cookie the BFF reads (banner/announcement.ts),
// so the next document comes without it: nothing is painted and then taken away. A new
// announcement (a new id) shows again.
// 'Tutup pengumuman' is a form POST to the BFF's close endpoint, which sets the cookie and
// sends the browser back: it works before the scripts run. Hydrated, the click writes the
// same cookie in the page and hides the box without a reload.
import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ANNOUNCEMENT_CLOSE_PATH, ANNOUNCEMENT_CLOSED_COOKIE, ANNOUNCEMENT_ID_PARAM, announcementIdOf } from 'shared-contracts';
import { useShell } from '../../app/ShellContext';
import { AnnouncementLink } from '../../common/AnnouncementLink';
import { announcementHref, announcementListHref } from '../../common/announcementPaths';
import { ClosedMark } from '../../common/ClosedMark';
import { closeAction, cookieValue, rememberClosed } from '../../common/closedCookies';
import { useGetHomeAnnouncementQuery } from './homeApi';
import styles from './HomeAnnouncement.module.css';

/** Where a closing was kept before the cookie: moved to the cookie once, then forgotten. */
export const DISMISSED_ANNOUNCEMENT_KEY = 'mv-dismissed-announcement';

/** The closing kept the old way, taken out of storage (null: none, or storage blocked). */
function takeStoredClosing(): number | null {
  try {
    const stored = announcementIdOf(window.localStorage.getItem(DISMISSED_ANNOUNCEMENT_KEY));
    window.localStorage.removeItem(DISMISSED_ANNOUNCEMENT_KEY);
    return stored;
  } catch {
    return null;
  }
}

const closedInCookie = () => announcementIdOf(cookieValue(ANNOUNCEMENT_CLOSED_COOKIE));
// The cookie changes only by this page's own close, which re-renders through state.
const noChanges = () => () => undefined;

export function HomeAnnouncement() {
  const { data } = useGetHomeAnnouncementQuery();
  const { boot } = useShell();
  const { pathname, search } = useLocation();
  // The server read the cookie for the running announcement (boot); the page reads it too
  // once hydrated, and when a client navigation mounts the home (the server paint and
  // hydration see only the server's answer, so they match).
  const inCookie = useSyncExternalStore(noChanges, closedInCookie, () => null);
  // Closed in this page by the visitor (its place then keeps their focus), or moved here
  // from storage.
  const [closedNow, setClosedNow] = useState<number | null>(null);
  const [movedFromStorage, setMovedFromStorage] = useState<number | null>(null);
  useEffect(() => {
    // A closing kept the old way (this device's storage): moved to the cookie, so from the
    // next document on the server leaves the announcement out. Once, after hydration.
    const stored = takeStoredClosing();
    if (stored === null || closedInCookie() !== null) return;
    rememberClosed(ANNOUNCEMENT_CLOSED_COOKIE, String(stored));
    setMovedFromStorage(stored);
  }, []);
  const announcement = data?.announcement;
  // Loading, failure and "nothing running" all show nothing: the announcement is an
  // extra, and an error box about it would cost the home page more than it tells.
  if (!announcement) return null;
  if (announcement.id === closedNow) return <ClosedMark text="Pengumuman ditutup." />;
  if ([boot.closedAnnouncement, inCookie, movedFromStorage].includes(announcement.id)) return null;

  const close = (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    rememberClosed(ANNOUNCEMENT_CLOSED_COOKIE, String(announcement.id));
    setClosedNow(announcement.id);
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
      <form
        method="post"
        action={closeAction(ANNOUNCEMENT_CLOSE_PATH, pathname, search, { [ANNOUNCEMENT_ID_PARAM]: String(announcement.id) })}
        className={styles.closeForm}
      >
        <button type="submit" className={styles.close} onClick={close} aria-label="Tutup pengumuman">
          <span aria-hidden="true">×</span>
        </button>
      </form>
    </aside>
  );
}
