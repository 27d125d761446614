import type { RouteHandle } from '@glow/shared-api';
import { useMatches } from '@glow/shared-ui';

/** The deepest matched route that carries a handle, i.e. the page being shown. */
export function useCurrentRoute() {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    if (match.handle) return { handle: match.handle as RouteHandle, params: match.params };
  }
  return undefined;
}
