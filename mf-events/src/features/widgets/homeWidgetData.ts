// What the events' home widgets read, with which arguments: the widgets' hooks and their
// server data (src/widgets.tsx, which the shell's renderer loads before rendering them into
// the home page's HTML) both use these, so the browser hydrates on the server's answers.
import { queryCall, type WidgetData } from 'shared-contracts';
import { campaignApi } from '../../api/campaignApi';
import { eventApi, type EventListArgs } from '../../api/eventApi';

export const UPCOMING_WIDGET_SIZE = 6;
export const UPCOMING_WIDGET_ARGS: EventListArgs = { status: 'upcoming', pageSize: UPCOMING_WIDGET_SIZE };

export const upcomingEventsData: WidgetData = () => [queryCall(eventApi.endpoints.getEvents, UPCOMING_WIDGET_ARGS)];
export const campaignCarouselData: WidgetData = () => [queryCall(campaignApi.endpoints.getActiveCampaigns, undefined)];
