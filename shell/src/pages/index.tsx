// The pages the shell owns (docs/architecture.md §3): ONE table that the shell's router
// (ShellRoutes → ShellPage) and its server prefetch (pages/prefetch.ts) both read. Each
// page's data is the calls its components make, with arguments computed by the same
// functions (…PageData.ts) the components use. Every path here is a route of SHELL_ROUTES
// (shared-contracts/src/routes.ts), the only routes the shell is built with; withRoutes
// refuses a route without its row or a row without its route.
import { definePage, lazyPage, organizationJsonLd, PageMount, SHELL_ROUTES, withRoutes, type PageDef, type RouteDef } from 'shared-contracts';
import { plainText } from 'shared-kit';
import { announcementData, announcementIn, announcementListData } from './announcement/announcementPageData';
import { articleCategoryTitleIn, articleData, articleIn, articleListData, articleListTitle } from './article/articlePageData';
import { cmsData, cmsHead, cmsTitle } from './cms/cmsPageData';
import { ContentPage } from './ContentPage';
import { HealthPage } from './HealthPage';
import { homeData } from './home/homePageData';
import { learnMoreData } from './learnMore/learnMorePageData';
import { articleBreadcrumbJsonLd, articleJsonLd } from './prefetchHead';
import { termsData, termsHead } from './terms/termsPageData';

// Each page is its own chunk, named after its route (pageChunkName), which the server has
// the start script fetch with the start-up files: no page's code is in another's first
// load (the home page's banners and sections were in every page's). The CMS-only pages and
// the terms too (their copy's components were in every page's); the health page is small
// and stays in.
const HomePage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-home" */ './home/HomePage').then((m) => m.HomePage));
const ArticleListPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-article" */ './article/ArticleListPage').then((m) => m.ArticleListPage));
const ArticlePage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-article-slug" */ './article/ArticlePage').then((m) => m.ArticlePage));
const AnnouncementListPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-announcement" */ './announcement/AnnouncementListPage').then((m) => m.AnnouncementListPage));
const AnnouncementPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-announcement-slug" */ './announcement/AnnouncementPage').then((m) => m.AnnouncementPage));
const BusinessPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-business" */ './business/BusinessPage').then((m) => m.BusinessPage));
const ForgotPasswordPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-lupa-kata-sandi" */ './recovery/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
const SetPasswordPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-atur-kata-sandi" */ './recovery/LinkPages').then((m) => m.SetPasswordPage));
const LinkVerificationPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-verifikasi-akun" */ './recovery/LinkPages').then((m) => m.LinkVerificationPage));
const LearnMorePage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-learn-more" */ './learnMore/LearnMorePage').then((m) => m.LearnMorePage));
const ReferralPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-referral" */ './referral/ReferralPage').then((m) => m.ReferralPage));
const TermsPage = lazyPage<ShellPageProps>(() => import(/* webpackChunkName: "page-terms" */ './terms/TermsPage').then((m) => m.TermsPage));

/** A shell page gets its route (its title, for a heading) from the router's match. */
export interface ShellPageProps {
  route: RouteDef;
}

/** A page that is only CMS copy, served by /api/v1/pages/{slug}: `load` imports it as the page's own chunk (pageChunkName). */
function cmsPage(path: string, slug: string, load: () => Promise<typeof import('./cms/CmsOnlyPage')>): PageDef<ShellPageProps> {
  return cmsLedPage(path, slug, lazyPage<ShellPageProps>(() => load().then((m) => m.cmsOnlyPage(slug))));
}

/** A page that starts with CMS copy and adds its own (the CMS slug is the page's). */
function cmsLedPage(path: string, slug: string, component: PageDef<ShellPageProps>['component']): PageDef<ShellPageProps> {
  return definePage<ShellPageProps>({ path, component, data: cmsData(slug), title: cmsTitle(slug), head: cmsHead(slug) });
}

function RoutePlaceholder({ route }: ShellPageProps) {
  return <ContentPage title={route.title} />;
}

export const SHELL_PAGES: readonly PageDef<ShellPageProps>[] = withRoutes(SHELL_ROUTES, [
  definePage<ShellPageProps>({
    path: '/',
    component: HomePage,
    data: homeData,
    head: ({ siteConfig }) => ({ jsonLd: [organizationJsonLd(siteConfig.publicUrl)] }),
  }),
  cmsPage('/about', 'about', () => import(/* webpackChunkName: "page-about" */ './cms/CmsOnlyPage')),
  cmsLedPage('/business', 'business', BusinessPage),
  definePage<ShellPageProps>({
    path: '/article',
    component: ArticleListPage,
    data: articleListData,
    title: (ctx) => articleListTitle(articleCategoryTitleIn(ctx)),
  }),
  definePage<ShellPageProps>({
    path: '/article/:slug',
    component: ArticlePage,
    data: articleData,
    title: (ctx) => articleIn(ctx)?.title,
    head: (ctx) => {
      const article = articleIn(ctx);
      if (!article) return undefined;
      return {
        description: article.summary || plainText(article.content) || undefined,
        image: article.image,
        jsonLd: [articleJsonLd(article, ctx.siteConfig.publicUrl), articleBreadcrumbJsonLd(article, ctx.siteConfig.publicUrl)],
      };
    },
  }),
  definePage<ShellPageProps>({ path: '/announcement', component: AnnouncementListPage, data: announcementListData }),
  definePage<ShellPageProps>({
    path: '/announcement/:slug',
    component: AnnouncementPage,
    data: announcementData,
    title: (ctx) => announcementIn(ctx)?.title,
    head: (ctx) => {
      const announcement = announcementIn(ctx);
      return announcement && { description: announcement.message || plainText(announcement.content) || undefined };
    },
  }),
  cmsLedPage('/referral', 'referral', ReferralPage),
  // Where membership is explained: the copy, then the card types (both server-rendered).
  definePage<ShellPageProps>({ path: '/learn-more', component: LearnMorePage, data: learnMoreData, title: cmsTitle('learn-more'), head: cmsHead('learn-more') }),
  cmsPage('/gramedia-troops', 'gramedia-troops', () => import(/* webpackChunkName: "page-gramedia-troops" */ './cms/CmsOnlyPage')),
  definePage<ShellPageProps>({ path: '/terms', component: TermsPage, data: termsData, head: termsHead }),
  // The sign-in callback: the BFF answers it; a browser that renders it shows the route's title.
  definePage<ShellPageProps>({ path: '/redirect', component: RoutePlaceholder }),
  definePage<ShellPageProps>({ path: '/health', component: HealthPage }),
  // Account recovery (forms: no data to load on the server; a link's token is checked in the browser).
  definePage<ShellPageProps>({ path: '/lupa-kata-sandi', component: ForgotPasswordPage }),
  definePage<ShellPageProps>({ path: '/atur-kata-sandi', component: SetPasswordPage }),
  definePage<ShellPageProps>({ path: '/verifikasi-akun', component: LinkVerificationPage }),
]);

/** The shell's page of a route, mounted as every app's page is (PageMount: its boundary and its document title). */
export function ShellPage({ route }: ShellPageProps) {
  const page = SHELL_PAGES.find((p) => p.path === route.path) ?? { path: route.path, component: RoutePlaceholder };
  return (
    <PageMount page={page}>
      <page.component route={route} />
    </PageMount>
  );
}
