// What a page of CMS copy reads: the page of /api/v1/pages/{slug}. CmsPage's hook and the
// shell's page table (pages/index.tsx, which the server prefetch reads) both use these.
import { queryCall, type DataCall, type PageDataContext, type PageHead, type PageHeadContext } from 'shared-contracts';
import { plainText } from 'shared-kit';
import { cmsApi } from '../../api/cmsApi';

export function cmsData(slug: string): () => DataCall[] {
  return () => [queryCall(cmsApi.endpoints.getCmsPage, slug, { main: true })];
}

/** The CMS page's own title (else the route's title is the page's). */
export function cmsTitle(slug: string): (ctx: PageDataContext) => string | undefined {
  return ({ state }) => cmsApi.endpoints.getCmsPage.select(slug)(state).data?.title || undefined;
}

/** The CMS summary (else its text) as the description. */
export function cmsHead(slug: string): (ctx: PageHeadContext) => PageHead | undefined {
  return ({ state }) => {
    const page = cmsApi.endpoints.getCmsPage.select(slug)(state).data;
    return page && { description: page.summary || plainText(page.content) || undefined };
  };
}
