// The store contract. The shell calls makeStore once; remotes inject their slices
// into rootReducer (rootReducer.inject) and endpoints into api (api.injectEndpoints).
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { globalContextSlice } from './globalContext';
import { sessionSlice } from './session';

// Remotes declare their lazily injected slices with module augmentation of this interface.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice, globalContextSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
