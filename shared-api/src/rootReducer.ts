import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from './baseApi';
import { breadcrumbsSlice } from './breadcrumbs';
import { sessionSlice } from './session';

/**
 * Slices a remote injects later. A remote declares its slice here by declaration merging:
 * `declare module '@glow/shared-api' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The store's root reducer; remotes add their own slices with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(
  sessionSlice,
  breadcrumbsSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A dispatch of the store that also takes thunks (RTK Query's `initiate`). */
export type GlowThunkDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch;
