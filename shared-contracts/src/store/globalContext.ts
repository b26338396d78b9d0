// Spec §3: the global context holds categoryPage and merchantPage, the entity of the
// category or merchant page shown, with the slug it was loaded for. The catalog loads and
// reads them (its pages' hooks, and its server prefetch, which puts them in the request's
// store so the browser finds them when it hydrates); they live in the shared store so any
// area may read the page's entity without fetching it again.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PageEntity {
  /** The slug the entity was loaded for: an unchanged slug is not loaded again. */
  slug: string;
  data: Record<string, unknown> | null;
  /** Set when the lookup failed: the error body's data (spec §7). */
  error?: { status: number; data: unknown } | null;
}

export interface GlobalContextState {
  categoryPage: PageEntity | null;
  merchantPage: PageEntity | null;
}

const initialState: GlobalContextState = { categoryPage: null, merchantPage: null };

export const globalContextSlice = createSlice({
  name: 'globalContext',
  initialState,
  reducers: {
    setCategoryPage(state, action: PayloadAction<PageEntity | null>) {
      state.categoryPage = action.payload;
    },
    setMerchantPage(state, action: PayloadAction<PageEntity | null>) {
      state.merchantPage = action.payload;
    },
  },
  selectors: {
    selectCategoryPage: (s) => s.categoryPage,
    selectMerchantPage: (s) => s.merchantPage,
  },
});

export const { setCategoryPage, setMerchantPage } = globalContextSlice.actions;
export const { selectCategoryPage, selectMerchantPage } = globalContextSlice.selectors;
