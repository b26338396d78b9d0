// The events team's pages: ONE table that its <Routes> (EventsRoot) and its server
// prefetch (ssr/prefetch.ts) both read. Each page's data is the calls its components make,
// with arguments computed by the same functions (features/*/…PageData.ts) the components
// use. Every path here is an events route of ROUTES (shared-contracts/src/routes.ts), which
// says who owns a path (pages.test.ts holds the two together). Event pages render their
// Event JSON-LD themselves, so the head carries title, description and image only.
import { definePage, plainText, type PageDef } from 'shared-contracts';
import { CampaignEventPage } from './features/campaign/CampaignEventPage';
import { CampaignPage } from './features/campaign/CampaignPage';
import { campaignData, campaignEventData, campaignEventIn, campaignFailure, campaignIn } from './features/campaign/campaignPageData';
import { EventDetailPage } from './features/event/EventDetailPage';
import { EventListPage } from './features/event/EventListPage';
import { eventDetailData, eventIn, eventListData, registerData } from './features/event/eventPageData';
import { RegisterPage } from './features/registration/RegisterPage';

export const EVENTS_PAGES: readonly PageDef[] = [
  definePage({ path: '/event', component: EventListPage, data: eventListData }),
  definePage({
    path: '/event/:slug',
    component: EventDetailPage,
    data: eventDetailData,
    head: (ctx) => {
      const event = eventIn(ctx);
      return event && { title: event.title, description: plainText(event.description) || undefined, image: event.image };
    },
  }),
  definePage({
    path: '/event/:slug/register',
    component: RegisterPage,
    data: registerData,
    head: (ctx) => {
      const event = eventIn(ctx);
      return event && { title: `Daftar ${event.title}` };
    },
  }),
  definePage({
    path: '/campaign/:slug',
    component: CampaignPage,
    data: campaignData,
    failure: campaignFailure,
    head: (ctx) => {
      const campaign = campaignIn(ctx);
      if (!campaign) return undefined;
      const summary = 'subtitle' in campaign && campaign.subtitle ? campaign.subtitle : campaign.description;
      return { title: campaign.title, description: plainText(summary) || undefined, image: campaign.banner };
    },
  }),
  definePage({
    path: '/campaign-event/:slug',
    component: CampaignEventPage,
    data: campaignEventData,
    head: (ctx) => {
      const event = campaignEventIn(ctx);
      return event && { title: event.title, description: plainText(event.content) || undefined, image: event.image };
    },
  }),
];
