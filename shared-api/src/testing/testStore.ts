import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';
import { rootReducer } from '../rootReducer';
import { createSessionPersistence } from '../session';

/** A store built like the shell's, for the Jest suites of packages that do not build one. */
export function createTestStore(storage: Storage | null = localStorage) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(createSessionPersistence(storage)).concat(baseApi.middleware),
  });
}
