// An event (or campaign event) as a calendar file, ready to download.
import type { CampaignEvent, Event } from 'shared-contracts/schemas';
import { htmlToText } from 'shared-kit';
import { buildIcs, downloadText, ICS_TYPE, icsFileName } from 'shared-kit/calendar';

export function eventIcs(event: Event, publicUrl: string, stamp = new Date()): string {
  const url = `${publicUrl}/event/${event.slug}`;
  return buildIcs({
    uid: `event-${event.id}@${new URL(publicUrl).hostname}`,
    start: event.startDate,
    end: event.endDate,
    zone: event.venue.timezone,
    summary: event.title,
    location: `${event.venue.name}, ${event.venue.address}, ${event.venue.city}`,
    description: `${htmlToText(event.description)}\n\n${url}`,
    url,
    stamp,
  });
}

export function campaignEventIcs(event: CampaignEvent, publicUrl: string, stamp = new Date()): string {
  const url = `${publicUrl}/campaign-event/${event.slug}`;
  return buildIcs({
    uid: `campaign-event-${event.id}@${new URL(publicUrl).hostname}`,
    start: event.startDate,
    end: event.endDate,
    // Campaign events carry no venue zone: their times are Jakarta time as sent.
    zone: 'Asia/Jakarta',
    summary: event.title,
    location: event.location,
    description: `${htmlToText(event.content)}\n\n${url}`,
    url,
    stamp,
  });
}

export function downloadIcs(slug: string, ics: string): void {
  downloadText(icsFileName(slug), ics, ICS_TYPE);
}
