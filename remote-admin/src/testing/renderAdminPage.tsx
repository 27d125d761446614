import type { User } from '@glow/shared-api';
import { renderRemotePage } from '@glow/shared-ui/testing';
import { routes } from '../routes';

export const signedInAdmin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };

/** Opens `path` among the admin routes, as the shell would, with an admin signed in. */
export const renderAdminPage = (path: string) => renderRemotePage(routes, signedInAdmin, path);

/**
 * A matcher for Testing Library's `getByText` finding the paragraph whose whole text is `text`,
 * across the elements inside it (a date in a <time>, a link).
 */
export const paragraph =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.tagName === 'P' && element.textContent === text;
