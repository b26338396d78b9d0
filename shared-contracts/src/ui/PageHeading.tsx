import styles from './ui.module.css';

export function PageHeading({ children }: { children: string }) {
  return <h1 className={styles.pageHeading}>{children}</h1>;
}
