// The inbox's HTTP interface: JSON for tests, one HTML page for people, and the control of how
// the SMTP side answers (`/__simulator/smtp`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, RequestBodyError } from '../http';
import { renderInboxPage } from './inboxPage';
import type { MessageStore } from './messageStore';
import { parseSettings, type SmtpBehaviour } from './smtpBehaviour';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

const MESSAGE_PATH = /^\/messages\/([^/]+)$/;
export const SMTP_CONTROL_PATH = '/__simulator/smtp';

export function createInboxRoutes(store: MessageStore, behaviour: SmtpBehaviour): RequestHandler {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox.local');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    response.setHeader('Cache-Control', 'no-store');

    if (path === '/') {
      if (method !== 'GET') return sendMethodNotAllowed(response, method, path, ['GET']);
      return sendPage(response, renderInboxPage(store.list()));
    }

    if (path === '/messages') {
      if (method === 'GET')
        return sendJson(response, 200, store.list({ to: recipientFilter(url) }));
      if (method === 'DELETE') {
        store.clear();
        response.writeHead(204).end();
        return;
      }
      return sendMethodNotAllowed(response, method, path, ['GET', 'DELETE']);
    }

    if (path === SMTP_CONTROL_PATH) {
      if (method === 'GET') return sendJson(response, 200, behaviour.state());
      if (method === 'PUT') {
        changeBehaviour(request, response, behaviour).catch((error: unknown) =>
          sendJson(response, 500, { message: String(error) }),
        );
        return;
      }
      return sendMethodNotAllowed(response, method, path, ['GET', 'PUT']);
    }

    const messageId = MESSAGE_PATH.exec(path)?.[1];
    if (messageId !== undefined) {
      if (method !== 'GET') return sendMethodNotAllowed(response, method, path, ['GET']);
      const message = /^\d+$/.test(messageId) ? store.find(Number(messageId)) : undefined;
      if (!message) return sendJson(response, 404, { message: `Message not found: ${messageId}` });
      return sendJson(response, 200, message);
    }

    sendJson(response, 404, { message: `Not found: ${path}` });
  };
}

/** `PUT /__simulator/smtp` with `{ hang?, delayMs? }`: answers the settings now in force. */
async function changeBehaviour(
  request: IncomingMessage,
  response: ServerResponse,
  behaviour: SmtpBehaviour,
): Promise<void> {
  let settings;
  try {
    settings = parseSettings(await readJson(request));
  } catch (error) {
    if (!(error instanceof RequestBodyError)) throw error;
    return sendJson(response, error.status, { message: error.message });
  }
  if (typeof settings === 'string') return sendJson(response, 400, { message: settings });
  sendJson(response, 200, behaviour.change(settings));
}

function recipientFilter(url: URL): string | undefined {
  // A '+' typed into the address bar arrives as a space; addresses have no spaces, so put it back.
  const to = url.searchParams.get('to')?.trim().replaceAll(' ', '+');
  return to || undefined;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function sendPage(response: ServerResponse, html: string): void {
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    // The page shows mail content; should any escaping ever slip, no script may run.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(html);
}

function sendMethodNotAllowed(
  response: ServerResponse,
  method: string,
  path: string,
  allowed: string[],
): void {
  response.setHeader('Allow', allowed.join(', '));
  sendJson(response, 405, { message: `Method not allowed: ${method} ${path}` });
}
