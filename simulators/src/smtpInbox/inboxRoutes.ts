// The inbox's HTTP interface: JSON for tests, one HTML page for people, and the control of how
// the SMTP side answers (`/__simulator/smtp`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readJson, requestUrl, routePath } from '../http';
import { renderInboxPage } from './inboxPage';
import type { MessageStore } from './messageStore';
import { parseSettings, type SmtpBehaviour } from './smtpBehaviour';

export const SMTP_CONTROL_PATH = '/__simulator/smtp';

export async function inboxRoutes(
  app: FastifyInstance,
  { store, behaviour }: { store: MessageStore; behaviour: SmtpBehaviour },
) {
  routePath(app, '/', {
    GET: (_request, reply) => sendPage(reply, renderInboxPage(store.list())),
  });

  routePath(app, '/messages', {
    GET: (request, reply) => reply.send(store.list({ to: recipientFilter(requestUrl(request)) })),
    DELETE: (_request, reply) => {
      store.clear();
      return reply.code(204).send();
    },
  });

  routePath(app, SMTP_CONTROL_PATH, {
    GET: (_request, reply) => reply.send(behaviour.state()),
    PUT: (request, reply) => changeBehaviour(request, reply, behaviour),
  });

  routePath<{ Params: { id: string } }>(app, '/messages/:id', {
    GET: (request, reply) => {
      const { id } = request.params;
      const message = /^\d+$/.test(id) ? store.find(Number(id)) : undefined;
      if (!message) return reply.code(404).send({ message: `Message not found: ${id}` });
      return reply.send(message);
    },
  });
}

/**
 * `PUT /__simulator/smtp` with `{ hang?, delayMs? }`: answers the settings now in force. A body
 * that is no JSON throws a RequestError, which the stand-in's error handler answers.
 */
function changeBehaviour(request: FastifyRequest, reply: FastifyReply, behaviour: SmtpBehaviour) {
  const settings = parseSettings(readJson(request));
  if (typeof settings === 'string') return reply.code(400).send({ message: settings });
  return reply.send(behaviour.change(settings));
}

function recipientFilter(url: URL): string | undefined {
  // A '+' typed into the address bar arrives as a space; addresses have no spaces, so put it back.
  const to = url.searchParams.get('to')?.trim().replaceAll(' ', '+');
  return to || undefined;
}

function sendPage(reply: FastifyReply, html: string) {
  return (
    reply
      .type('text/html; charset=utf-8')
      // The page shows mail content; should any escaping ever slip, no script may run.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(html)
  );
}
