import styles from './ui.module.css';

/** A grey placeholder of a given size while content loads; hidden from screen readers. */
export function Skeleton({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  return <span aria-hidden="true" className={styles.skeleton} style={{ width, height }} />;
}
