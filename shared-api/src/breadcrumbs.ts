import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

/** A step of a trail: a label, linked when the signed-in role has a page for it. */
export interface BreadcrumbStep {
  label: string;
  path?: string;
}

/** Free-form data a page publishes about its path, e.g. the name of the cohort it shows. */
export interface Breadcrumb {
  label: string;
  /**
   * The steps between the area's home and the page when its path does not name them: a
   * record's cohort ("Cohorts › Wave 1" before "Nomination of Maya Okafor").
   */
  trail?: BreadcrumbStep[];
  [key: string]: unknown;
}

export interface BreadcrumbsState {
  entries: Record<string, Breadcrumb>;
  pending: string[];
}

const initialState: BreadcrumbsState = { entries: {}, pending: [] };

export const breadcrumbsSlice = createSlice({
  name: 'breadcrumbs',
  initialState,
  reducers: {
    breadcrumbSet(state, action: PayloadAction<{ path: string; breadcrumb: Breadcrumb }>) {
      const { path, breadcrumb } = action.payload;
      state.entries[path] = breadcrumb;
      state.pending = state.pending.filter((pendingPath) => pendingPath !== path);
    },
    breadcrumbPending(state, action: PayloadAction<string>) {
      if (!state.pending.includes(action.payload)) state.pending.push(action.payload);
    },
    breadcrumbCleared(state, action: PayloadAction<string | undefined>) {
      if (action.payload === undefined) return initialState;
      delete state.entries[action.payload];
      state.pending = state.pending.filter((pendingPath) => pendingPath !== action.payload);
    },
  },
  selectors: {
    selectBreadcrumb: (state, path: string): Breadcrumb | undefined => state.entries[path],
    selectIsBreadcrumbPending: (state, path: string) => state.pending.includes(path),
  },
});

export const { breadcrumbSet, breadcrumbPending, breadcrumbCleared } = breadcrumbsSlice.actions;
export const { selectBreadcrumb, selectIsBreadcrumbPending } = breadcrumbsSlice.selectors;

/**
 * Publishes a page's breadcrumb for its path, with the steps before it when its path does not
 * name them; an undefined label marks the path pending.
 */
export function useBreadcrumb(label: string | undefined, path: string, trail?: BreadcrumbStep[]) {
  const dispatch = useDispatch();
  // The steps as text, so a new array of the same steps at each render publishes nothing new.
  const steps = trail && JSON.stringify(trail);
  useEffect(() => {
    if (label === undefined) dispatch(breadcrumbPending(path));
    else
      dispatch(
        breadcrumbSet({
          path,
          breadcrumb: steps ? { label, trail: JSON.parse(steps) as BreadcrumbStep[] } : { label },
        }),
      );
  }, [dispatch, label, path, steps]);
}
