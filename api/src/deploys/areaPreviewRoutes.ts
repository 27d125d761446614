// Previews: an admin (or a deploy's check, signed in as one) loads an uploaded version of a remote
// in their own browser. The answer sets the signed cookie that the web server reads to serve that
// version's line of /remotes.json; nothing changes for anyone else.
import { cookieValue, PREVIEW_COOKIE, readPreview, signPreview } from '@glow/deploy/preview';
import { readVersionListing } from '@glow/deploy';
import { now } from '../clock';
import { notFound, unavailable } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { createCdnStores, closeCdnStores } from './cdnStores';
import { endPreviews } from './endPreviews';

/** How long a preview lasts in a browser: long enough to try a version, short enough to forget. */
export const PREVIEW_SECONDS = 60 * 60;

export const areaPreviewRoutes: Pick<Handlers, 'startAreaPreview' | 'endAreaPreview'> = {
  async startAreaPreview({ body, headers, setCookie, log }, { config }) {
    const secret = config.previewSecret;
    const stores = secret ? createCdnStores(config.cdn) : undefined;
    if (!secret || !stores) throw unavailable(MESSAGES.previewsNotConfigured);
    const { remote, version } = body;
    try {
      const listing = await readVersionListing(stores.remotes, remote, version);
      if (!listing) throw notFound(MESSAGES.versionNotUploaded(remote, version));
    } finally {
      closeCdnStores(stores);
    }
    // Previews of other remotes this browser has go on, all until the new end.
    const current = readPreview(cookieValue(headers.cookie, PREVIEW_COOKIE), secret, now());
    const remotes = { ...current?.remotes, [remote]: version };
    const expiresAt = Math.floor(now().getTime() / 1000) + PREVIEW_SECONDS;
    setCookie(PREVIEW_COOKIE, signPreview({ remotes, expiresAt }, secret), PREVIEW_SECONDS);
    log.info({ remote, version }, 'preview started');
    return { remotes, expiresAt: new Date(expiresAt * 1000).toISOString() };
  },

  async endAreaPreview(request) {
    endPreviews(request);
    return { success: true, message: MESSAGES.previewEnded };
  },
};
