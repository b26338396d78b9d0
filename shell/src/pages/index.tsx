// The pages the shell owns (ARCHITECTURE.md §3), by route path of the shared table.
import type { ComponentType } from 'react';
import type { RouteDef } from 'shared-contracts';
import { ArticleListPage } from './article/ArticleListPage';
import { ArticlePage } from './article/ArticlePage';
import { BusinessPage } from './business/BusinessPage';
import { CmsPage } from './cms/CmsPage';
import { ContentPage } from './ContentPage';
import { HealthPage } from './HealthPage';
import { HomePage } from './home/HomePage';
import { ReferralPage } from './referral/ReferralPage';

type ShellPageComponent = ComponentType<{ route: RouteDef }>;

/** A page that is only CMS copy, served by /api/v1/pages/{slug}. */
function cmsPage(slug: string): ShellPageComponent {
  const Page = ({ route }: { route: RouteDef }) => <CmsPage slug={slug} fallbackTitle={route.title} />;
  Page.displayName = `CmsPage(${slug})`;
  return Page;
}

export const SHELL_PAGES: Partial<Record<string, ShellPageComponent>> = {
  '/': HomePage,
  '/about': cmsPage('about'),
  '/business': BusinessPage,
  '/article': ArticleListPage,
  '/article/:slug': ArticlePage,
  '/referral': ReferralPage,
  '/learn-more': cmsPage('learn-more'),
  '/gramedia-troops': cmsPage('gramedia-troops'),
  '/health': HealthPage,
};

export function ShellPage({ route }: { route: RouteDef }) {
  const Page = SHELL_PAGES[route.path];
  return Page ? <Page route={route} /> : <ContentPage title={route.title} />;
}
