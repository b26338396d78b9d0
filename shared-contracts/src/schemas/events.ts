// Events, registration and the voucher tickets a registration issues.
import { z } from 'zod';
import { IndonesianTimeZoneSchema, IsoDateTimeSchema, MediaUrlSchema, PointsSchema, listOf } from './common';
import { EVENT_DETAIL_ONLY, omitMask } from '../store/listed';

export const EventStatusSchema = z.enum(['upcoming', 'ongoing', 'past']);
export type EventStatus = z.infer<typeof EventStatusSchema>;

export const VenueSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  /** The venue's zone: show times in it (WIB/WITA/WIT). Timestamps themselves stay +07:00. */
  timezone: IndonesianTimeZoneSchema,
});
export type Venue = z.infer<typeof VenueSchema>;

export const EventCategorySchema = z.object({ slug: z.string(), title: z.string() });

export const EventSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  title: z.string().min(1),
  image: MediaUrlSchema,
  thumbnail: MediaUrlSchema,
  category: EventCategorySchema,
  organizer: z.string(),
  /** HTML. */
  description: z.string(),
  /** HTML. */
  tnc: z.string(),
  venue: VenueSchema,
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  registrationOpenDate: IsoDateTimeSchema,
  registrationCloseDate: IsoDateTimeSchema,
  /** Points per ticket; 0 means free ('Gratis'). */
  price: PointsSchema.nonnegative(),
  quota: z.number().int().nonnegative(),
  registeredCount: z.number().int().nonnegative(),
  maxTicketsPerOrder: z.number().int().positive(),
  isFull: z.boolean(),
  isRegistrationOpen: z.boolean(),
  status: EventStatusSchema,
  /** The signed-in member already holds a ticket for it (one registration per member); false for visitors. */
  isRegistered: z.boolean(),
});
export type Event = z.infer<typeof EventSchema>;
export const EventListSchema = listOf(EventSchema);
export type EventList = z.infer<typeof EventListSchema>;

/** An event as a list reads it (/v1/events): no registration mark, no detail HTML (store/listed.ts). */
export const ListedEventSchema = EventSchema.omit(omitMask(EVENT_DETAIL_ONLY));
export type ListedEvent = z.infer<typeof ListedEventSchema>;
export const ListedEventsSchema = listOf(ListedEventSchema);
export type ListedEvents = z.infer<typeof ListedEventsSchema>;

export const EventSummarySchema = EventSchema.pick({
  id: true,
  slug: true,
  title: true,
  image: true,
  venue: true,
  startDate: true,
  endDate: true,
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

export const RegistrationEntrySchema = z.object({
  name: z.string().trim().min(2).max(100),
  /** 08…, 62… or +62…; stored as +62…. */
  phone: z.string().trim().min(8).max(20),
  email: z.email().max(200),
});
export type RegistrationEntry = z.infer<typeof RegistrationEntrySchema>;

/**
 * POST /v1/events/buy: one ticket per registrationData entry; pointUsed must equal price ×
 * entries. The attempt's key is the Idempotency-Key header (rules/idempotency.ts).
 */
export const EventBuyRequestSchema = z.object({
  eventId: z.number().int().positive(),
  pointUsed: PointsSchema.nonnegative(),
  registrationData: z.array(RegistrationEntrySchema).min(1).max(10),
});
export type EventBuyRequest = z.infer<typeof EventBuyRequestSchema>;

export const VoucherTicketStatusSchema = z.enum(['ACTIVE', 'USED', 'EXPIRED']);

export const VoucherTicketSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1),
  /** The text to encode as a QR code. */
  qrCode: z.string().min(1),
  pointUsed: PointsSchema.nonnegative(),
  purchasedDate: IsoDateTimeSchema,
  used: z.boolean(),
  usedDate: IsoDateTimeSchema.nullable(),
  status: VoucherTicketStatusSchema,
  attendee: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  event: EventSummarySchema,
  /** The event's terms (HTML), shown with the ticket's code. */
  tnc: z.string(),
});
export type VoucherTicket = z.infer<typeof VoucherTicketSchema>;
export const VoucherTicketListSchema = listOf(VoucherTicketSchema);
export type VoucherTicketList = z.infer<typeof VoucherTicketListSchema>;

export const EventBuyResponseSchema = z.object({
  tickets: z.array(VoucherTicketSchema).min(1),
  /** The member's balance after registering. */
  point: PointsSchema,
});
export type EventBuyResponse = z.infer<typeof EventBuyResponseSchema>;
