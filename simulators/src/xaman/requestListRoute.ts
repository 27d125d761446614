// GET / : the front page listing the sign requests.
import type { FastifyInstance } from 'fastify';
import { routePath, sendHtml } from '../http';
import { listPayloads } from './payloadList';
import type { PayloadStore } from './payloadStore';
import { renderRequestListPage } from './requestListPage';
import type { XamanSite } from './xamanResponses';

export async function requestListRoute(
  app: FastifyInstance,
  { store, site }: { store: PayloadStore; site: XamanSite },
) {
  routePath(app, '/', {
    GET: (_request, reply) =>
      sendHtml(reply, 200, renderRequestListPage(listPayloads(store, site))),
  });
}
