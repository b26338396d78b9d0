// A shell page whose copy lives in the CMS (/api/v1/pages/{slug}): heading, lead and
// sanitised HTML. Pages with more than copy (the partner form, the referral call to
// action) pass it as children, shown after the copy.
import type { ReactNode } from 'react';
import { PageHeading, QueryErrorBox, SafeHtml, Skeleton, STRINGS, usePageTitle } from 'shared-contracts';
import { useGetCmsPageQuery } from './cmsApi';
import styles from './CmsPage.module.css';

export interface CmsPageProps {
  slug: string;
  /** The route's title, shown while the CMS title loads. */
  fallbackTitle: string;
  /** What the page adds after the copy; `aside` puts it beside the copy on wide screens. */
  children?: ReactNode;
  aside?: boolean;
}

export function CmsPage({ slug, fallbackTitle, children, aside = false }: CmsPageProps) {
  const { data, error, isLoading, isError, refetch } = useGetCmsPageQuery(slug);
  usePageTitle(data?.title ?? fallbackTitle);

  let copy: ReactNode;
  if (isLoading) {
    copy = (
      <div role="status" aria-live="polite" className={styles.loading}>
        <span className="mv-visually-hidden">{STRINGS.loading}</span>
        <Skeleton height={20} width="80%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="60%" />
      </div>
    );
  } else if (isError || !data) {
    copy = <QueryErrorBox title="Konten halaman gagal dimuat" error={error} onRetry={() => void refetch()} />;
  } else {
    copy = (
      <>
        {data.summary ? <p className={styles.summary}>{data.summary}</p> : null}
        <SafeHtml className={styles.content} html={data.content} />
      </>
    );
  }

  return (
    <article data-owner="shell" data-page={slug} className={styles.page}>
      <header className={styles.header}>
        <PageHeading>{data?.title ?? fallbackTitle}</PageHeading>
      </header>
      <div className={aside && children ? styles.withAside : undefined}>
        <div className={styles.copy}>{copy}</div>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </article>
  );
}
