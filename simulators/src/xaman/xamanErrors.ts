// Xaman's error answers: `{ error: { reference, code } }`, which xumm-sdk turns into
// "Error code <code>, see XUMM Dev Console, reference: <reference>".
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { XummTypes } from 'xumm-sdk';

export interface XamanErrorKind {
  code: number;
  status: number;
}

export const XAMAN_ERRORS = {
  invalidCredentials: { code: 813, status: 403 },
  invalidPayload: { code: 602, status: 400 },
  payloadNotFound: { code: 404, status: 404 },
  unknownEndpoint: { code: 404, status: 404 },
} as const satisfies Record<string, XamanErrorKind>;

/** Header with the stand-in's explanation; Xaman's body has none and the shape stays Xaman's. */
export const PROBLEM_HEADER = 'X-Simulator-Problem';

export function sendXamanError(
  reply: FastifyReply,
  kind: XamanErrorKind,
  problem: string,
): FastifyReply {
  const body: XummTypes.XummApiError = { error: { reference: randomUUID(), code: kind.code } };
  return reply.code(kind.status).header(PROBLEM_HEADER, problem).send(body);
}
