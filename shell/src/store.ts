import { baseApi, createSessionPersistence, rootReducer } from '@glow/shared-api';
import { configureStore } from '@glow/shared-api';
import { useDispatch } from 'react-redux';

/** The one Redux store of the page; remotes inject their slices and endpoints into it. */
export function createGlowStore({ signedOut = false }: { signedOut?: boolean } = {}) {
  return configureStore({
    reducer: rootReducer,
    // A page rendered on the server is the same for everyone: rendered and hydrated signed out.
    preloadedState: signedOut ? { session: { token: null, user: null } } : undefined,
    middleware: (getDefault) =>
      getDefault().prepend(createSessionPersistence()).concat(baseApi.middleware),
  });
}

export type GlowStore = ReturnType<typeof createGlowStore>;
export type GlowDispatch = GlowStore['dispatch'];

/** The store's dispatch, typed to accept thunks such as RTK Query's `initiate`. */
export const useGlowDispatch = useDispatch.withTypes<GlowDispatch>();
