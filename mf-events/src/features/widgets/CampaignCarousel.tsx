// Home widget: active campaigns' banners as a carousel (WAI-ARIA carousel pattern).
// Turns on its own every few seconds, but not while hovered or focused, not after the
// visitor paused it, and never when they prefer reduced motion. Arrow keys, the buttons
// and a swipe move it.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'shared-contracts';
import { Skeleton } from 'shared-contracts';
import { useReducedMotion } from 'shared-kit';
import type { Campaign } from 'shared-contracts/schemas';
import { useGetActiveCampaignsQuery } from '../../api/campaignApi';
import styles from './widgets.module.css';

export const AUTOPLAY_MS = 5000;
/** A horizontal drag longer than this (px) is a swipe, not a tap. */
export const SWIPE_PX = 40;

export function CampaignCarousel() {
  const campaigns = useGetActiveCampaignsQuery();
  if (campaigns.isError) return null; // A banner strip is decoration: the page reads fine without it.
  if (!campaigns.data) {
    return (
      <div className={styles.widget} aria-busy="true" aria-label="Memuat campaign">
        <Skeleton height={200} />
      </div>
    );
  }
  if (campaigns.data.results.length === 0) return null;
  return <Carousel slides={campaigns.data.results} />;
}

export function Carousel({ slides }: { slides: Campaign[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const swipe = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const count = slides.length;
  const playing = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(count - 1);
    else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent) => {
    swipe.current = { x: e.clientX, y: e.clientY, moved: false };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      suppressClick.current = true; // The drag ended on a link: it was not a click.
      go(dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    <section
      className={`${styles.widget} ${styles.carousel}`}
      aria-roledescription="carousel"
      aria-label="Campaign pilihan"
      data-remote="events"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            suppressClick.current = false;
            e.preventDefault();
            e.stopPropagation();
          }
        }}
        data-testid="carousel-viewport"
      >
        <div
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((c, i) => (
            <div
              key={c.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} dari ${count}: ${c.title}`}
              aria-hidden={i !== index}
              // Off-screen slides are out of the tab order and the accessibility tree.
              inert={i !== index}
              className={styles.slide}
            >
              <Link to={`/campaign/${c.slug}`} className={styles.slideLink} draggable={false}>
                {/* Lazy, the first too: the carousel is in the home page's server HTML far below a phone's first screen. */}
                <img src={c.banner} alt={c.title} width={1200} height={400} draggable={false} loading="lazy" />
              </Link>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label="Campaign sebelumnya" onClick={() => go(index - 1)}>
            ‹
          </button>
          <div className={styles.dots}>
            {slides.map((c, i) => (
              <button
                key={c.id}
                type="button"
                className={styles.dot}
                aria-label={`Tampilkan campaign ${i + 1}: ${c.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} aria-label="Campaign berikutnya" onClick={() => go(index + 1)}>
            ›
          </button>
          {reducedMotion ? null : (
            <button type="button" className={styles.control} aria-label={stopped ? 'Putar otomatis' : 'Hentikan putar otomatis'} onClick={() => setStopped((s) => !s)}>
              {stopped ? '▶' : '❚❚'}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
