import { selectUser, useAppSelector } from '@glow/shared-api';
import { useLocation } from '@glow/shared-ui';
import { useEffect } from 'react';
import { areaOf, areaServing, roleRemote, type Area } from './areas';
import { areasIn, currentState, loadArea, statusIn } from './areaStore';
import { useRemoteAreasState } from './hooks';

/** Loads an area's routes and its home page's chunk, so that opening it needs no download. */
async function preloadArea(area: Area) {
  const status = await loadArea(area);
  if (status.state !== 'loaded') return; // reported by loadArea; entering the area shows its fallback
  const { home } = areaOf(area.listing, status.module);
  const page = status.module.routes.find(({ path }) => path === home);
  if (typeof page?.lazy !== 'function') return;
  try {
    await page.lazy();
  } catch (error) {
    console.warn(`[glow] the home page of ${area.remote} could not be preloaded:`, error);
  }
}

/**
 * Once a user is signed in (on sign-in, or on the first paint of a page opened signed in), loads
 * the remote of the user's role area in the background, after the page's own area, together
 * with the chunk of the area's home page: opening the area later needs no download.
 */
export function useRoleAreaPreload() {
  const role = useAppSelector(selectUser)?.role;
  const { pathname } = useLocation();
  const state = useRemoteAreasState();
  const pageArea = areaServing(pathname, areasIn(state));
  const pageAreaState = pageArea && statusIn(state, pageArea.remote).state;
  const listed = state.listings.state === 'loaded';
  const pageSettled =
    listed && (!pageArea || pageAreaState === 'loaded' || pageAreaState === 'failed');

  useEffect(() => {
    if (!role || !pageSettled) return;
    const latest = currentState();
    const area = areasIn(latest).find(({ remote }) => remote === roleRemote(role));
    // Loaded, loading, or failed: never twice.
    if (!area || statusIn(latest, area.remote).state !== 'idle') return;
    // After the next paint, so the page in view is never kept waiting.
    const frame = requestAnimationFrame(() => setTimeout(() => void preloadArea(area)));
    return () => cancelAnimationFrame(frame);
  }, [role, pageSettled]);
}
