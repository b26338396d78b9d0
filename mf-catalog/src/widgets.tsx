// The catalog remote's exposed './widgets': home-page widgets, each its own parcel.
import { defineWidget } from 'shared-contracts';
import {
  CategoryGridWidget,
  FavoritePromosWidget,
  MerchantStripWidget,
  NewestPromosWidget,
} from './features/widgets/HomeWidgets';
import { categoryGridData, favoritePromosData, merchantStripData, newestPromosData } from './features/widgets/homeWidgetData';

// Each with the data its hooks read: the server renders it into the home page's HTML.
export const FavoritePromos = defineWidget('catalog', FavoritePromosWidget, { data: favoritePromosData });
export const NewestPromos = defineWidget('catalog', NewestPromosWidget, { data: newestPromosData });
export const CategoryGrid = defineWidget('catalog', CategoryGridWidget, { data: categoryGridData });
export const MerchantStrip = defineWidget('catalog', MerchantStripWidget, { data: merchantStripData });
