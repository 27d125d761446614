import { selectUser, useAppSelector } from '@glow/shared-api';
import { useLocation } from '@glow/shared-ui';
import { useEffect } from 'react';
import { areaOf, areaOfRole } from '../areas';
import { areaStatus, loadArea, useAreaStatus } from '../federation/areaLoader';

/**
 * Once a user is signed in (on sign-in, or on the first paint of a page opened signed in), loads
 * the remote of the user's role area in the background, after the page's own area, together
 * with the chunk of the area's home page: opening the area later needs no download.
 */
export function useRoleAreaPreload() {
  const role = useAppSelector(selectUser)?.role;
  const pageArea = areaOf(useLocation().pathname);
  const pageAreaState = useAreaStatus(pageArea?.name).state;
  const pageSettled = !pageArea || pageAreaState === 'loaded' || pageAreaState === 'failed';

  useEffect(() => {
    if (!role || !pageSettled) return;
    const area = areaOfRole(role);
    if (areaStatus(area.name).state !== 'idle') return; // loaded, loading, or failed: never twice
    // After the next paint, so the page in view is never kept waiting.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        loadArea(area)
          .then(({ routes }) => {
            const home = routes.find((route) => route.path === area.home);
            if (typeof home?.lazy === 'function') return home.lazy();
          })
          .catch(() => undefined); // entering the area shows its fallback
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [role, pageSettled]);
}
