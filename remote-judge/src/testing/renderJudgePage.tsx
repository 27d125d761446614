import type { User } from '@glow/shared-api';
import { renderRemotePage } from '@glow/shared-ui/testing';
import { routes } from '../routes';

export const signedInJudge: User = { id: 4, email: 'judge@glow.local', role: 'judge' };

/** Opens `path` among the judge routes, as the shell would, with a judge signed in. */
export const renderJudgePage = (path: string) =>
  renderRemotePage(routes, path, { user: signedInJudge });
