// What /terms reads: the terms document. TermsPage's hook and the shell's page table
// (pages/index.tsx, which the server prefetch reads) both use these.
import { plainText, queryCall, type DataCall, type PageHead, type PageHeadContext } from 'shared-contracts';
import { termsApi } from './termsApi';

export function termsData(): DataCall[] {
  return [queryCall(termsApi.endpoints.getTerms, undefined, { main: true })];
}

/** The route's title; the terms' text as the description. */
export function termsHead(title: string): (ctx: PageHeadContext) => PageHead | undefined {
  return ({ state }) => {
    const terms = termsApi.endpoints.getTerms.select()(state).data;
    return terms && { title, description: plainText(terms.html) || undefined };
  };
}
