import { baseApi, createSessionPersistence, rootReducer } from '@glow/shared-api';
import { configureStore } from '@glow/shared-api';
import { useDispatch } from 'react-redux';

/** The one Redux store of the page; remotes inject their slices and endpoints into it. */
export function createGlowStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(createSessionPersistence()).concat(baseApi.middleware),
  });
}

export type GlowStore = ReturnType<typeof createGlowStore>;
export type GlowDispatch = GlowStore['dispatch'];

/** The store's dispatch, typed to accept thunks such as RTK Query's `initiate`. */
export const useGlowDispatch = useDispatch.withTypes<GlowDispatch>();
