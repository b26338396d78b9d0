// The site's terms: the Content API's /pages/tnc (spec §7), an HTML page rather than JSON,
// read through the BFF's /api like every other call and kept as heading and body.
import { api } from 'shared-contracts';
import { termsDocument, type TermsDocument } from './termsDocument';

export const termsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTerms: build.query<TermsDocument, void>({
      // Errors come as the usual JSON body; the page itself as text/html.
      query: () => ({ url: '/api/pages/tnc', headers: { accept: 'text/html' }, responseHandler: 'content-type' }),
      transformResponse: (body: unknown) => termsDocument(typeof body === 'string' ? body : ''),
    }),
  }),
});

export const { useGetTermsQuery } = termsApi;
