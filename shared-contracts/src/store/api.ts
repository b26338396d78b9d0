// The one RTK Query api of the site. Remotes add endpoints with api.injectEndpoints;
// nobody creates a second api. Every browser call goes to the site's own origin:
// /api/* (Content API) and /sso/* (SSO API), which the BFF forwards upstream.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const API_TAGS = [
  'Session',
  'User',
  'Point',
  'Tier',
  'Cards',
  'Badges',
  'Referral',
  'Voucher',
  'Bookmark',
  'Promo',
  'Event',
] as const;

let baseUrl = '';

/** The server renderer points the api at absolute upstream URLs; browsers keep ''. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery: (args, apiCtx, extra) => {
    if (!baseUrl) return rawBaseQuery(args, apiCtx, extra);
    const withBase = typeof args === 'string' ? `${baseUrl}${args}` : { ...args, url: `${baseUrl}${args.url}` };
    return rawBaseQuery(withBase, apiCtx, extra);
  },
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
