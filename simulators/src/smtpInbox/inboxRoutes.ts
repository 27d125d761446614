// The inbox's HTTP interface: JSON for tests, one HTML page for people.
import { requestUrl, sendJson, sendMethodNotAllowed, type Route } from '../http';
import { renderInboxPage } from './inboxPage';
import type { MessageStore } from './messageStore';

const MESSAGE_PATH = /^\/messages\/([^/]+)$/;

export function createInboxRoute(store: MessageStore): Route {
  return async (request, response, path) => {
    const method = request.method ?? 'GET';

    if (path === '/') {
      if (method !== 'GET') sendMethodNotAllowed(response, method, path, ['GET']);
      else sendPage(response, renderInboxPage(store.list()));
      return true;
    }

    if (path === '/messages') {
      if (method === 'GET') {
        sendJson(response, 200, store.list({ to: recipientFilter(requestUrl(request)) }));
      } else if (method === 'DELETE') {
        store.clear();
        response.writeHead(204).end();
      } else {
        sendMethodNotAllowed(response, method, path, ['GET', 'DELETE']);
      }
      return true;
    }

    const messageId = MESSAGE_PATH.exec(path)?.[1];
    if (messageId === undefined) return false;
    if (method !== 'GET') {
      sendMethodNotAllowed(response, method, path, ['GET']);
      return true;
    }
    const message = /^\d+$/.test(messageId) ? store.find(Number(messageId)) : undefined;
    if (!message) sendJson(response, 404, { message: `Message not found: ${messageId}` });
    else sendJson(response, 200, message);
    return true;
  };
}

function recipientFilter(url: URL): string | undefined {
  // A '+' typed into the address bar arrives as a space; addresses have no spaces, so put it back.
  const to = url.searchParams.get('to')?.trim().replaceAll(' ', '+');
  return to || undefined;
}

function sendPage(response: Parameters<Route>[1], html: string): void {
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    // The page shows mail content; should any escaping ever slip, no script may run.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(html);
}
