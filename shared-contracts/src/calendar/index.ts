// The site's calendar files (RFC 5545): an event to attend, a reminder before points or a
// voucher expire. Not part of the shared singleton (a subpath, like the wallet's): each
// remote bundles the few lines it uses, at its own version.
export * from './ics';
export * from './zones';
export { downloadText } from './download';
export * from './reminders';
