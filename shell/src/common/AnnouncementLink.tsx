// An announcement's call to action: a site path moves inside the app, anything else opens
// in a new tab. Used by the home page's box and the announcement's own page.
import { Link } from 'react-router';
import type { Announcement } from 'shared-contracts/schemas';

export function AnnouncementLink({ announcement, className }: { announcement: Pick<Announcement, 'link' | 'linkLabel'>; className?: string }) {
  const { link, linkLabel } = announcement;
  if (!link) return null;
  const label = linkLabel || 'Selengkapnya';
  const isInternal = link.startsWith('/') && !link.startsWith('//');
  return isInternal ? (
    <Link className={className} to={link}>
      {label}
    </Link>
  ) : (
    <a className={className} href={link} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
