import { baseApi, createSessionPersistence, rootReducer } from '@glow/shared-api';
import { configureStore } from '@reduxjs/toolkit';

/** The one Redux store of the page; remotes inject their slices and endpoints into it. */
export function createGlowStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(createSessionPersistence()).concat(baseApi.middleware),
  });
}

export type GlowStore = ReturnType<typeof createGlowStore>;
