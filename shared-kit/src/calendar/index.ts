// The site's calendar files (RFC 5545): an event to attend, a reminder before points or a
// voucher expire. Not shared at run time (a subpath of the kit; the share scope holds 'shared-kit' itself): each
// remote bundles the few lines it uses, at the kit version it was built with.
export * from './ics';
export * from './zones';
export { downloadText } from './download';
export * from './reminders';
