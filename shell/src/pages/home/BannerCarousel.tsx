// The home banner carousel (WAI-ARIA carousel pattern): previous/next and one button per
// slide, all labelled; arrow keys move between slides; rotation stops while the pointer
// is over it or focus is inside it, when the visitor pauses it, and by default when the
// system asks for reduced motion. Only the shown slide is exposed to assistive tech.
import { useEffect, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Skeleton, STRINGS } from 'shared-contracts';
import { QueryErrorBox, useReducedMotion } from 'shared-kit';
import { useGetBannersQuery } from './homeApi';
import styles from './BannerCarousel.module.css';

export const BANNER_ROTATE_MS = 6000;

export function BannerCarousel() {
  const { data, error, isLoading, isError, refetch } = useGetBannersQuery();
  const banners = useMemo(() => [...(data?.results ?? [])].sort((a, b) => a.order - b.order), [data]);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen, so the system's motion preference decides.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const count = banners.length;
  const current = count ? index % count : 0;
  const paused = userPaused ?? reducedMotion;
  const rotating = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide (not an interval) so a manual move restarts the full delay.
    const timer = window.setTimeout(() => setIndex((current + 1) % count), BANNER_ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  if (isLoading) {
    return (
      // The carousel's room, its controls' row included: the sections below stay where the
      // banners will leave them (a client navigation to '/' on slow data shifted them 68 px).
      <div className={`${styles.carousel} ${styles.loading}`} role="status" aria-live="polite">
        <span className="mv-visually-hidden">{STRINGS.loading}</span>
        <div className={styles.placeholder}>
          <Skeleton height="100%" />
        </div>
      </div>
    );
  }
  if (isError) return <QueryErrorBox title="Banner gagal dimuat" error={error} onRetry={() => void refetch()} />;
  if (!count) return null;

  const go = (to: number) => setIndex((to + count) % count);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(current + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(current - 1);
    }
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Banner promo"
      data-testid="banner-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} dari ${count}`}
            className={styles.slide}
            hidden={i !== current}
          >
            <Link to={banner.link} className={styles.slideLink}>
              <picture>
                <source media="(min-width: 640px)" srcSet={banner.image} />
                <img
                  className={styles.image}
                  src={banner.imageMobile}
                  alt={banner.title}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  width={720}
                  height={360}
                />
              </picture>
            </Link>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setUserPaused(!paused)}
            aria-label={paused ? 'Putar rotasi banner' : 'Hentikan rotasi banner'}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => go(current - 1)} aria-label="Banner sebelumnya">
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={`Tampilkan banner ${i + 1}: ${banner.title}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={() => go(current + 1)} aria-label="Banner berikutnya">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
