// /remotes.json on the shell origin: the CDN folder's file, or for a browser with a valid preview
// cookie (signed by the API for an admin or a deploy's check) that file with the previewed
// remotes' lines replaced by their uploaded versions'. Never cached, and it varies with the cookie.
import {
  cookieValue,
  FolderStore,
  PREVIEW_COOKIE,
  previewRemotesJson,
  readPreview,
} from '@glow/deploy/preview';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from './cacheControl';
import { sendNotFound } from './errorAnswers';

export interface RemotesJsonOptions {
  cdnDir: string;
  previewSecret?: string;
}

export function remotesJsonSender({ cdnDir, previewSecret }: RemotesJsonOptions) {
  const store = new FolderStore(cdnDir);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'cookie');
    const preview = previewSecret
      ? readPreview(cookieValue(request.headers.cookie, PREVIEW_COOKIE), previewSecret)
      : undefined;
    if (!preview) return reply.sendFile('remotes.json', cdnDir);
    const { text, ignored } = await previewRemotesJson(store, preview.remotes);
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
