// A page that is only CMS copy (/about, /gramedia-troops), loaded as that page's own chunk
// (pages/index.tsx): the copy's components are in no other page's first load.
import type { RouteDef } from 'shared-contracts';
import { CmsPage } from '../../common/CmsPage';

export function cmsOnlyPage(slug: string) {
  const Page = ({ route }: { route: RouteDef }) => <CmsPage slug={slug} fallbackTitle={route.title} />;
  Page.displayName = `CmsPage(${slug})`;
  return Page;
}
