// What the home page reads, with which arguments: its sections' hooks and the shell's page
// table (pages/index.tsx, which the server prefetch reads) both use these. The remotes'
// widgets on it declare their own data (the renderer loads it: shell/src/ssr/homeWidgets.tsx).
import { queryCall, type DataCall } from 'shared-contracts';
import { articleApi, type ArticleListArgs } from '../../api/articleApi';
import { homeApi } from './homeApi';

export const LATEST_ARTICLES_COUNT = 3;
export const LATEST_ARTICLES_ARGS: ArticleListArgs = { pageSize: LATEST_ARTICLES_COUNT };

/** Banners, the announcement, the latest articles: each section shows its own failure, so the page is 200 whatever they answer. */
export function homeData(): DataCall[] {
  return [
    queryCall(homeApi.endpoints.getBanners, undefined),
    queryCall(homeApi.endpoints.getHomeAnnouncement, undefined),
    queryCall(articleApi.endpoints.getArticles, LATEST_ARTICLES_ARGS),
  ];
}
