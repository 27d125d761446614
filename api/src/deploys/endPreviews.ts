import { PREVIEW_COOKIE } from '@glow/deploy/preview';
import type { Endpoint } from '@glow/contract';
import type { Request } from '../http/handler';

/**
 * Ends this browser's previews (removes their cookie): when asked, and on signing out, so that
 * whoever uses this browser next runs the live versions.
 */
export function endPreviews({ setCookie }: Pick<Request<Endpoint>, 'setCookie'>): void {
  setCookie(PREVIEW_COOKIE, '', 0);
}
