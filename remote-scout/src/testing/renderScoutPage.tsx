import type { User } from '@glow/shared-api';
import { renderRemotePage } from '@glow/shared-ui/testing';
import { routes } from '../routes';

export const signedInScout: User = { id: 3, email: 'scout@glow.local', role: 'scout' };

/** Opens `path` among the scout routes, as the shell would, with a scout signed in. */
export const renderScoutPage = (path: string) =>
  renderRemotePage(routes, path, { user: signedInScout });
