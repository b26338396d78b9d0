// The events team's pages: ONE table that its <Routes> (EventsRoot) and its server
// prefetch (ssr/prefetch.ts) both read. Each page's data is the calls its components make,
// with arguments computed by the same functions (features/*/…PageData.ts) the components
// use. Every path here is a route events declares in release.ts (shipped with the build);
// withRoutes refuses a route without its row or a row without its route. A page's `title` is its
// document title from its data (server and browser), the head its description, image and
// JSON-LD (ssr/head.ts), as every app's are.
import { definePage, lazyPage, type PageDef, withRoutes } from 'shared-contracts';
import { plainText } from 'shared-kit';
import { EVENTS_RELEASE } from './release';
import { campaignData, campaignEventData, campaignEventIn, campaignFailure, campaignIn } from './features/campaign/campaignPageData';
import { eventDetailData, eventIn, eventListData, registerData } from './features/event/eventPageData';
import { campaignEventPageJsonLd, eventPageJsonLd } from './ssr/head';

// Each page is its own chunk (named after its route: pageChunkName), requested with the page's start-up files.
const EventListPage = lazyPage(() => import(/* webpackChunkName: "page-event" */ './features/event/EventListPage').then((m) => m.EventListPage));
const EventDetailPage = lazyPage(() => import(/* webpackChunkName: "page-event-slug" */ './features/event/EventDetailPage').then((m) => m.EventDetailPage));
const RegisterPage = lazyPage(() => import(/* webpackChunkName: "page-event-slug-register" */ './features/registration/RegisterPage').then((m) => m.RegisterPage));
const CampaignPage = lazyPage(() => import(/* webpackChunkName: "page-campaign-slug" */ './features/campaign/CampaignPage').then((m) => m.CampaignPage));
const CampaignEventPage = lazyPage(() => import(/* webpackChunkName: "page-campaign-event-slug" */ './features/campaign/CampaignEventPage').then((m) => m.CampaignEventPage));

export const EVENTS_PAGES: readonly PageDef[] = withRoutes(EVENTS_RELEASE.routes, [
  definePage({ path: '/event', component: EventListPage, data: eventListData }),
  definePage({
    path: '/event/:slug',
    component: EventDetailPage,
    data: eventDetailData,
    title: (ctx) => eventIn(ctx)?.title,
    head: (ctx) => {
      const event = eventIn(ctx);
      return event && { description: plainText(event.description) || undefined, image: event.image, jsonLd: eventPageJsonLd(event, ctx.siteConfig.publicUrl) };
    },
  }),
  definePage({
    path: '/event/:slug/register',
    component: RegisterPage,
    data: registerData,
    title: (ctx) => {
      const event = eventIn(ctx);
      return event && `Daftar ${event.title}`;
    },
  }),
  definePage({
    path: '/campaign/:slug',
    component: CampaignPage,
    data: campaignData,
    failure: campaignFailure,
    title: (ctx) => campaignIn(ctx)?.title,
    head: (ctx) => {
      const campaign = campaignIn(ctx);
      if (!campaign) return undefined;
      const summary = 'subtitle' in campaign && campaign.subtitle ? campaign.subtitle : campaign.description;
      return { description: plainText(summary) || undefined, image: campaign.banner };
    },
  }),
  definePage({
    path: '/campaign-event/:slug',
    component: CampaignEventPage,
    data: campaignEventData,
    title: (ctx) => campaignEventIn(ctx)?.title,
    head: (ctx) => {
      const event = campaignEventIn(ctx);
      return event && { description: plainText(event.content) || undefined, image: event.image, jsonLd: campaignEventPageJsonLd(event, ctx.siteConfig.publicUrl) };
    },
  }),
]);
