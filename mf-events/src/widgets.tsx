// The events remote's './widgets': home-page widgets, each its own parcel in the shell.
import { defineWidget } from 'shared-contracts';
import { CampaignCarousel as CampaignCarouselView } from './features/widgets/CampaignCarousel';
import { campaignCarouselData, upcomingEventsData } from './features/widgets/homeWidgetData';
import { UpcomingEvents as UpcomingEventsView } from './features/widgets/UpcomingEvents';

// Each with the data its hooks read: the server renders it into the home page's HTML.
export const UpcomingEvents = defineWidget('events', UpcomingEventsView, { data: upcomingEventsData });
export const CampaignCarousel = defineWidget('events', CampaignCarouselView, { data: campaignCarouselData });
