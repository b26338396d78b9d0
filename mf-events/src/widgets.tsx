// The events remote's './widgets': home-page widgets, each its own parcel in the shell.
import { defineWidget } from 'shared-contracts';
import { CampaignCarousel as CampaignCarouselView } from './features/widgets/CampaignCarousel';
import { UpcomingEvents as UpcomingEventsView } from './features/widgets/UpcomingEvents';

export const UpcomingEvents = defineWidget('events', UpcomingEventsView);
export const CampaignCarousel = defineWidget('events', CampaignCarouselView);
