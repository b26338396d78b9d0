// What /terms reads: the terms document. TermsPage's hook and the shell's page table
// (pages/index.tsx, which the server prefetch reads) both use these.
import { queryCall, type DataCall, type PageHead, type PageHeadContext } from 'shared-contracts';
import { plainText } from 'shared-kit';
import { termsApi } from './termsApi';

export function termsData(): DataCall[] {
  return [queryCall(termsApi.endpoints.getTerms, undefined, { main: true })];
}

/** The terms' text as the description (the title is the route's). */
export function termsHead({ state }: PageHeadContext): PageHead | undefined {
  const terms = termsApi.endpoints.getTerms.select()(state).data;
  return terms && { description: plainText(terms.html) || undefined };
}
