// One article in a list: thumbnail, category, title (the link), summary and date.
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from 'shared-contracts';
import { formatDate } from 'shared-kit';
import type { ListedArticle } from 'shared-contracts/schemas';
import styles from './ArticleCard.module.css';

export function articlePath(slug: string): string {
  return `/article/${encodeURIComponent(slug)}`;
}

export function ArticleCard({ article, headingLevel = 3 }: { article: ListedArticle; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {/* Phones get the square thumbnail beside the text; wider screens the 16:9 image on top. */}
      <picture className={styles.picture}>
        <source media="(min-width: 640px)" srcSet={article.image} width={800} height={450} />
        <img className={styles.image} src={article.thumbnail} alt="" loading="lazy" width={400} height={400} />
      </picture>
      <div className={styles.body}>
        <p className={styles.category}>{article.category.title}</p>
        <Heading className={styles.title}>
          {/* The whole card is clickable through the link's stretched ::after. */}
          <Link to={articlePath(article.slug)} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <time dateTime={article.publishedDate}>{formatDate(article.publishedDate)}</time>
        </p>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.picture} ${styles.imageSkeleton}`} />
      <div className={styles.body}>
        <Skeleton height={12} width="30%" />
        <Skeleton height={20} width="90%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="40%" />
      </div>
    </div>
  );
}

/** Cards as a list in a responsive grid: one column on phones, up to three on wide screens. */
export function ArticleGrid({ children }: { children: ReactNode }) {
  return (
    <ul className={styles.grid}>
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}
