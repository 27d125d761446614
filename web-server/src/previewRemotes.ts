// /remotes.json on the shell origin: the CDN store's file (a folder, or the remotes' bucket), or
// for a browser with a valid preview cookie (signed by the API for an admin or a deploy's check)
// that file with the previewed remotes' lines replaced by their uploaded versions'. Never cached,
// and it varies with the cookie.
import {
  cookieValue,
  FolderStore,
  type CdnStore,
  PREVIEW_COOKIE,
  previewRemotesJson,
  readPreview,
} from '@glow/deploy/preview';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from './cacheControl';
import { sendNotFound } from './errorAnswers';

export interface RemotesJsonOptions {
  cdnDir: string;
  /** Where remotes.json and the uploaded versions are read instead of cdnDir (the bucket). */
  remotesStore?: CdnStore;
  previewSecret?: string;
}

export function remotesJsonSender({ cdnDir, remotesStore, previewSecret }: RemotesJsonOptions) {
  const store = remotesStore ?? new FolderStore(cdnDir);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'cookie');
    const preview = previewSecret
      ? readPreview(cookieValue(request.headers.cookie, PREVIEW_COOKIE), previewSecret)
      : undefined;
    if (!preview && !remotesStore) return reply.sendFile('remotes.json', cdnDir);
    const { text, ignored } = preview
      ? await previewRemotesJson(store, preview.remotes)
      : { text: (await store.read('remotes.json'))?.text, ignored: [] };
    for (const { name, version, reason } of ignored) {
      request.log.warn({ name, version, reason }, 'a preview was not served');
    }
    if (text === undefined) return sendNotFound(request, reply);
    return reply
      .header('cache-control', NO_STORE)
      .type('application/json; charset=utf-8')
      .send(text);
  };
}
