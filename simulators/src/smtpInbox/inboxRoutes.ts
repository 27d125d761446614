// The inbox's HTTP interface: JSON for tests, one HTML page for people, and the control of how
// the SMTP side answers (`/__simulator/smtp`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, requestUrl, sendJson, sendMethodNotAllowed, type Route } from '../http';
import { renderInboxPage } from './inboxPage';
import type { MessageStore } from './messageStore';
import { parseSettings, type SmtpBehaviour } from './smtpBehaviour';

const MESSAGE_PATH = /^\/messages\/([^/]+)$/;
export const SMTP_CONTROL_PATH = '/__simulator/smtp';

export function createInboxRoute(store: MessageStore, behaviour: SmtpBehaviour): Route {
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

    if (path === SMTP_CONTROL_PATH) {
      if (method === 'GET') sendJson(response, 200, behaviour.state());
      else if (method === 'PUT') await changeBehaviour(request, response, behaviour);
      else sendMethodNotAllowed(response, method, path, ['GET', 'PUT']);
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

/**
 * `PUT /__simulator/smtp` with `{ hang?, delayMs? }`: answers the settings now in force. A body
 * that is no JSON throws a RequestError, which the request handler answers.
 */
async function changeBehaviour(
  request: IncomingMessage,
  response: ServerResponse,
  behaviour: SmtpBehaviour,
): Promise<void> {
  const settings = parseSettings(await readJson(request));
  if (typeof settings === 'string') sendJson(response, 400, { message: settings });
  else sendJson(response, 200, behaviour.change(settings));
}

function recipientFilter(url: URL): string | undefined {
  // A '+' typed into the address bar arrives as a space; addresses have no spaces, so put it back.
  const to = url.searchParams.get('to')?.trim().replaceAll(' ', '+');
  return to || undefined;
}

function sendPage(response: ServerResponse, html: string): void {
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    // The page shows mail content; should any escaping ever slip, no script may run.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(html);
}
