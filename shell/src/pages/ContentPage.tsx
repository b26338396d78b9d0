import { PageHeading } from 'shared-kit';

/** A shell page whose content arrives with the issue "Shell pages": for now its heading. */
export function ContentPage({ title }: { title: string }) {
  return (
    <section data-owner="shell">
      <PageHeading>{title}</PageHeading>
    </section>
  );
}
