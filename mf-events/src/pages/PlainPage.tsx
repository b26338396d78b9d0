import { Link } from 'react-router';
import { PageHeading, usePageTitle } from 'shared-contracts';

export function PlainPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section data-remote="events">
      <PageHeading>{title}</PageHeading>
      <Link to="/event">Event</Link>
    </section>
  );
}
