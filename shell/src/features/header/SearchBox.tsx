// Spec §2: the desktop search bar. Enter goes to /search?q=…, and the box follows q in
// the address (on /search it shows the current query; elsewhere it is empty).
import { useEffect, useState, type KeyboardEvent } from 'react';
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

  // Enter on the box searches (a keydown handler rather than a <form> submit: nothing
  // here is ever posted anywhere).
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    const q = value.trim();
    if (!q) return;
    track(TRACK_EVENTS.search, { query: q });
    void navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <div role="search" aria-label="Pencarian" className={styles.search}>
      <SearchIcon className={styles.searchIcon} />
      <input
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={STRINGS.searchPlaceholder}
        aria-label={STRINGS.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        className={styles.searchInput}
      />
    </div>
  );
}
