// One titled band of the home page with its 'Lihat Semua' link into the owning area.
// The shell draws heading and link, so a widget that fails still leaves the way into
// its section (the widget itself shows only its content or its own fallback).
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './HomeSection.module.css';

export interface HomeSectionProps {
  id: string;
  title: string;
  /** Where 'Lihat Semua' leads; no link when the area has no list page. */
  more?: string;
  children: ReactNode;
}

export function HomeSection({ id, title, more, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={id}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {more ? (
          <Link to={more} className={styles.more}>
            Lihat Semua<span className="mv-visually-hidden"> {title}</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
