// What the catalog's home widgets read, with which arguments: the widgets' hooks and their
// server data (src/widgets.tsx, which the shell's renderer loads before rendering them into
// the home page's HTML) both use these, so the browser hydrates on the server's answers.
import { memberApi, queryCall, type WidgetData } from 'shared-contracts';
import { merchantApi, type MerchantListArgs } from '../../api/merchantApi';
import { promoApi } from '../../api/promoApi';

/** Promos in each promo strip of the home page. */
export const STRIP_SIZE = 8;
export const PROMO_STRIP_ARGS = { pageSize: STRIP_SIZE } as const;
export const MERCHANT_STRIP_ARGS: MerchantListArgs = { pageSize: 12, sort: 'promos' };

export const favoritePromosData: WidgetData = () => [queryCall(promoApi.endpoints.catalogFavoritePromos, PROMO_STRIP_ARGS)];
export const newestPromosData: WidgetData = () => [queryCall(promoApi.endpoints.catalogNewestPromos, PROMO_STRIP_ARGS)];
export const categoryGridData: WidgetData = () => [queryCall(memberApi.endpoints.getHeaderCategories, undefined)];
export const merchantStripData: WidgetData = () => [queryCall(merchantApi.endpoints.catalogMerchants, MERCHANT_STRIP_ARGS)];
