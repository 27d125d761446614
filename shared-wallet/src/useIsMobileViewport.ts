import { useSyncExternalStore } from 'react';
import { isMobileViewport } from './device';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the viewport is phone-sized (under 768 px wide), kept up to date on resize. */
export function useIsMobileViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMobileViewport(),
    () => false,
  );
}
