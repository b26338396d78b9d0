// A shell page whose copy lives in the CMS (/api/v1/pages/{slug}): heading, lead and
// sanitised HTML. Pages with more than copy (the partner form, the referral call to
// action) pass it as children, shown after the copy. CopyArticle is the look and the
// loading, error and ready states of any page of copy (also the terms, /terms).
import type { ReactNode } from 'react';
import { Skeleton, STRINGS, type QueryError } from 'shared-contracts';
import { PageHeading, QueryErrorBox, SafeHtml } from 'shared-kit';
import { useGetCmsPageQuery } from '../api/cmsApi';
import styles from './CmsPage.module.css';

export interface CmsPageProps {
  slug: string;
  /** The route's title, shown while the CMS title loads. */
  fallbackTitle: string;
  /** What the page adds after the copy; `aside` puts it beside the copy on wide screens. */
  children?: ReactNode;
  aside?: boolean;
  /** What the visitor came for, before the copy (an invitation's 'Daftar dengan kode …'). */
  lead?: ReactNode;
}

export function CmsPage({ slug, fallbackTitle, children, aside = false, lead }: CmsPageProps) {
  const { data, error, isLoading, isError, refetch } = useGetCmsPageQuery(slug);
  return (
    <CopyArticle
      page={slug}
      title={data?.title ?? fallbackTitle}
      state={{ isLoading, isError, error, retry: () => void refetch() }}
      copy={data && { summary: data.summary, html: data.content }}
      aside={aside}
      lead={lead}
    >
      {children}
    </CopyArticle>
  );
}

export interface CopyArticleProps {
  /** The page's name, as data-page on the article. */
  page: string;
  title: string;
  state: { isLoading: boolean; isError: boolean; error: QueryError; retry: () => void };
  /** The copy once loaded: an optional lead and HTML, sanitised here. */
  copy: { summary?: string; html: string } | undefined;
  children?: ReactNode;
  aside?: boolean;
  lead?: ReactNode;
}

export function CopyArticle({ page, title, state, copy, children, aside = false, lead }: CopyArticleProps) {
  let body: ReactNode;
  if (state.isLoading) {
    body = (
      <div role="status" aria-live="polite" className={styles.loading}>
        <span className="mv-visually-hidden">{STRINGS.loading}</span>
        <Skeleton height={20} width="80%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="60%" />
      </div>
    );
  } else if (state.isError || !copy) {
    body = <QueryErrorBox title="Konten halaman gagal dimuat" error={state.error} onRetry={state.retry} />;
  } else {
    body = (
      <>
        {copy.summary ? <p className={styles.summary}>{copy.summary}</p> : null}
        <SafeHtml className={styles.content} html={copy.html} />
      </>
    );
  }

  return (
    <article data-owner="shell" data-page={page} className={styles.page}>
      <header className={styles.header}>
        <PageHeading>{title}</PageHeading>
      </header>
      {lead}
      <div className={aside && children ? styles.withAside : undefined}>
        <div className={styles.copy}>{body}</div>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </article>
  );
}
