// The one page heading (h1) of every app: same size, weight and colour everywhere.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './ui.module.css';

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

export function PageHeading({ children, className, ...rest }: PageHeadingProps) {
  return (
    <h1 className={[styles.pageHeading, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </h1>
  );
}
