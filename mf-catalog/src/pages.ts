// The catalog's pages: ONE table that its <Routes> (CatalogRoot) and its server prefetch
// (ssr/prefetch.ts) both read. Each page's data is the calls its components make, with
// arguments computed by the same functions (features/*/…PageData.ts) the components use.
// Every path here is a route the catalog declares in release.ts (shipped with the build);
// withRoutes refuses a route without its row or a row without its route.
import { breadcrumbJsonLd, definePage, lazyPage, type PageDef, withRoutes } from 'shared-contracts';
import { plainText } from 'shared-kit';
import { CATALOG_RELEASE } from './release';
import { categoryDetailData, categoryIn } from './features/category/categoryPageData';
import { merchantDetailData, merchantIn, merchantListData } from './features/merchant/merchantPageData';
import { promoDetailData, promoIn, promoListData } from './features/promo/promoPageData';
import { searchData, searchFailure, searchTitle } from './features/search/searchPageData';
import { offerJsonLd, promoBreadcrumbJsonLd } from './ssr/head';

// Each page is its own chunk (named after its route: pageChunkName), requested with the page's start-up files.
const PromoListPage = lazyPage(() => import(/* webpackChunkName: "page-promo" */ './features/promo/PromoListPage').then((m) => m.PromoListPage));
const PromoDetailPage = lazyPage(() => import(/* webpackChunkName: "page-promo-slug" */ './features/promo/PromoDetailPage').then((m) => m.PromoDetailPage));
const MerchantListPage = lazyPage(() => import(/* webpackChunkName: "page-merchant" */ './features/merchant/MerchantListPage').then((m) => m.MerchantListPage));
const MerchantDetailPage = lazyPage(() => import(/* webpackChunkName: "page-merchant-slug" */ './features/merchant/MerchantDetailPage').then((m) => m.MerchantDetailPage));
const CategoryPage = lazyPage(() => import(/* webpackChunkName: "page-category-slug" */ './features/category/CategoryPage').then((m) => m.CategoryPage));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "page-search" */ './features/search/SearchPage').then((m) => m.SearchPage));

export const CATALOG_PAGES: readonly PageDef[] = withRoutes(CATALOG_RELEASE.routes, [
  definePage({ path: '/promo', component: PromoListPage, data: promoListData }),
  definePage({
    path: '/promo/:slug',
    component: PromoDetailPage,
    data: promoDetailData,
    title: (ctx) => promoIn(ctx)?.title,
    head: (ctx) => {
      const promo = promoIn(ctx);
      if (!promo) return undefined;
      return {
        description: plainText(promo.content) || `${promo.title} dari ${promo.merchant.name}`,
        image: promo.image,
        jsonLd: [offerJsonLd(promo, ctx.siteConfig.publicUrl), promoBreadcrumbJsonLd(promo, ctx.siteConfig.publicUrl)],
      };
    },
  }),
  definePage({ path: '/merchant', component: MerchantListPage, data: merchantListData }),
  definePage({
    path: '/merchant/:slug',
    component: MerchantDetailPage,
    data: merchantDetailData,
    title: (ctx) => merchantIn(ctx)?.name,
    head: (ctx) => {
      const merchant = merchantIn(ctx);
      if (!merchant) return undefined;
      return {
        description: plainText(merchant.description) || `Promo dari ${merchant.name}`,
        image: merchant.image,
        jsonLd: [
          breadcrumbJsonLd(ctx.siteConfig.publicUrl, [
            { name: 'Beranda', path: '/' },
            { name: 'Merchant', path: '/merchant' },
            { name: merchant.name, path: `/merchant/${merchant.slug}` },
          ]),
        ],
      };
    },
  }),
  definePage({
    path: '/category/:slug',
    component: CategoryPage,
    data: categoryDetailData,
    title: (ctx) => categoryIn(ctx)?.title,
    head: (ctx) => {
      const category = categoryIn(ctx);
      if (!category) return undefined;
      return {
        description: plainText(category.description) || undefined,
        jsonLd: [
          breadcrumbJsonLd(ctx.siteConfig.publicUrl, [
            { name: 'Beranda', path: '/' },
            { name: 'Promo', path: '/promo' },
            { name: category.title, path: `/category/${category.slug}` },
          ]),
        ],
      };
    },
  }),
  definePage({
    path: '/search',
    component: SearchPage,
    data: searchData,
    // A q longer than the backend accepts is a normal page (200) that explains it.
    failure: searchFailure,
    title: searchTitle,
  }),
]);
