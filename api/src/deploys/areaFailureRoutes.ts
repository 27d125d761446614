import { cookieValue, PREVIEW_COOKIE, readPreview } from '@glow/deploy/preview';
import { now } from '../clock';
import { rateLimited } from '../errors/domainErrors';
import { siteOf } from '../http/clientAddress';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { countAttempt } from '../system/rateLimiter';
import { keepAreaFailure, summariseAreaFailures } from './areaFailures';

const HOUR_MS = 60 * 60 * 1000;

function isPreviewing(cookie: string | undefined, secret: string | undefined): boolean {
  return !!secret && !!readPreview(cookieValue(cookie, PREVIEW_COOKIE), secret, now());
}

export const areaFailureRoutes: Pick<Handlers, 'reportAreaFailure' | 'listAreaFailures'> = {
  async reportAreaFailure({ body, clientAddress, headers }, { db, config }) {
    const byClient = await countAttempt(
      db,
      `area-failure:${clientAddress}`,
      config.areaFailures.perClient,
      HOUR_MS,
    );
    if (!byClient.allowed)
      throw rateLimited(MESSAGES.tooManyAreaFailureReports(byClient.retryAfterMinutes));
    // A browser counts once an hour for the same failure, so one page reloading in a loop, or one
    // client replaying its report, weighs as one browser.
    const { remote, version, route, kind } = body;
    const first = await countAttempt(
      db,
      `area-failure:${clientAddress}:${remote}@${version}:${kind}:${route}`,
      1,
      HOUR_MS,
    );
    if (first.allowed) {
      // The automatic rollback counts browsers: one browser's reports of many routes weigh once,
      // and so do all the browsers of one IPv6 site, which one person may hold.
      const firstOfVersion = await countAttempt(
        db,
        `area-failure:${siteOf(clientAddress)}:${remote}@${version}`,
        1,
        HOUR_MS,
      );
      // A previewing browser runs code no one else does: what fails there is the admins' to
      // read, never a reason to roll a live version back.
      const counts = firstOfVersion.allowed && !isPreviewing(headers.cookie, config.previewSecret);
      await keepAreaFailure(db, { remote, version, route, kind }, counts);
    }
    return {
      success: true,
      message: first.allowed
        ? `Failure of ${remote}@${version} recorded`
        : `Failure of ${remote}@${version} already recorded from this browser this hour`,
    };
  },

  listAreaFailures: (_request, { db }) => summariseAreaFailures(db),
};
