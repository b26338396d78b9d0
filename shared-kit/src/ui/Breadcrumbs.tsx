// The trail above a detail page: links to the lists it belongs to, then the page itself.
// One separator ('›', drawn by CSS so screen readers do not read it) for every app.
import { Link, STRINGS } from 'shared-contracts';
import styles from './ui.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={STRINGS.breadcrumb} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
