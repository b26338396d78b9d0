// The catalog remote's exposed './widgets': home-page widgets, each its own parcel.
import { defineWidget } from 'shared-contracts';
import {
  CategoryGridWidget,
  FavoritePromosWidget,
  MerchantStripWidget,
  NewestPromosWidget,
} from './features/widgets/HomeWidgets';

export const FavoritePromos = defineWidget('catalog', FavoritePromosWidget);
export const NewestPromos = defineWidget('catalog', NewestPromosWidget);
export const CategoryGrid = defineWidget('catalog', CategoryGridWidget);
export const MerchantStrip = defineWidget('catalog', MerchantStripWidget);
