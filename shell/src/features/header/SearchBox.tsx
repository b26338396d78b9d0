// Spec §2: the desktop search bar. Enter goes to /search?q=…, and the box follows q in
// the address (on /search it shows the current query; elsewhere it is empty).
// A real GET form to /search: text typed and Enter pressed before the scripts have run
// (a throttled phone's first seconds) or without JavaScript reach the results as a new
// document; once hydrated, the submit is a client navigation (no reload).
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STRINGS, TRACK_EVENTS } from 'shared-contracts';
import { useShell } from '../../app/ShellContext';
import { SearchIcon } from '../icons/icons';
import styles from './Header.module.css';

export function queryInAddress(pathname: string, search: string): string {
  return pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const { track } = useShell();
  const [value, setValue] = useState(() => queryInAddress(location.pathname, location.search));

  useEffect(() => {
    setValue(queryInAddress(location.pathname, location.search));
  }, [location.pathname, location.search]);

  // Enter submits the form (an IME's composing Enter does not: browsers submit only on a
  // committed Enter). An empty box stays where it is, as before.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = value.trim();
    if (!q) return;
    track(TRACK_EVENTS.search, { query: q });
    void navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <form role="search" aria-label="Pencarian" action="/search" method="get" className={styles.search} onSubmit={onSubmit}>
      <SearchIcon className={styles.searchIcon} />
      <input
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={STRINGS.searchPlaceholder}
        aria-label={STRINGS.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        className={styles.searchInput}
      />
    </form>
  );
}
