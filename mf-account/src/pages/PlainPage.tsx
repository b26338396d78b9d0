import { Link } from 'react-router';
import { PageHeading, usePageTitle } from 'shared-contracts';

export function PlainPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section data-remote="account">
      <PageHeading>{title}</PageHeading>
      <Link to="/account/poin">Poin Saya</Link>
    </section>
  );
}
