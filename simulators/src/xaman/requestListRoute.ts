// GET / : the front page listing the sign requests.
import { sendHtml, sendMethodNotAllowed, type Route } from '../http';
import { listPayloads } from './payloadList';
import type { PayloadStore } from './payloadStore';
import { renderRequestListPage } from './requestListPage';
import type { XamanSite } from './xamanResponses';

export function createRequestListRoute(store: PayloadStore, site: XamanSite): Route {
  return async (request, response, path) => {
    if (path !== '/') return false;
    const method = request.method ?? 'GET';
    if (method === 'GET') sendHtml(response, 200, renderRequestListPage(listPayloads(store, site)));
    else sendMethodNotAllowed(response, method, path, ['GET']);
    return true;
  };
}
