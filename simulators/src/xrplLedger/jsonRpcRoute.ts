// rippled's JSON-RPC over HTTP: POST / with { method, params: [ { … } ] }, answered with
// { result: { …, status } }. Requests it cannot read get a 400 in plain text, as rippled's do.
import type { FastifyInstance } from 'fastify';
import { readBody, routePath, sendHtml } from '../http';
import type { LedgerNode } from './rpcContext';
import { answerRpc, apiVersionOf } from './rpcMethods';
import { isObject } from '../isObject';

/** What rippled answers a browser. */
const TEST_PAGE =
  '<!DOCTYPE html><html><head><title>Test page for the XRP Ledger stand-in</title></head>' +
  '<body><h1>Test</h1><p>This page shows the stand-in answers HTTP. POST JSON-RPC requests here.' +
  '</p></body></html>';

export type JsonRpcReply =
  { status: 200 | 503; body: Record<string, unknown> } | { status: 400; problem: string };

export async function jsonRpcRoute(app: FastifyInstance, { node }: { node: LedgerNode }) {
  routePath(app, '/', {
    GET: (_request, reply) => sendHtml(reply, 200, TEST_PAGE),
    POST: (request, reply) => {
      const answer = replyToJsonRpc(readBody(request), node);
      if (answer.status === 400)
        return reply.code(400).type('text/plain; charset=utf-8').send(answer.problem);
      return reply.code(answer.status).send(answer.body);
    },
  });
}

export function replyToJsonRpc(text: string, node: LedgerNode): JsonRpcReply {
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch (error) {
    return refuse(`Unable to parse request: ${error instanceof Error ? error.message : ''}`);
  }
  if (!isObject(request)) return refuse('Unable to parse request: not an object');

  const { method, params: paramList } = request;
  let params: Record<string, unknown> = {};
  if (paramList !== undefined && paramList !== null) {
    if (!Array.isArray(paramList) || paramList.length !== 1) return refuse('params unparsable');
    const [first] = paramList;
    if (first !== null && !isObject(first)) return refuse('params unparsable');
    params = first ?? {};
  }
  const apiVersion = apiVersionOf(params);
  if (apiVersion === null) return refuse('invalid_API_version');
  if (method === undefined || method === null) return refuse('Null method');
  if (typeof method !== 'string') return refuse('method is not string');
  if (method === '') return refuse('method is empty');

  const result = answerRpc(method, params, apiVersion, node);
  // rippled echoes these from the parameters, not from the envelope.
  const echoed = Object.fromEntries(
    ['id', 'jsonrpc', 'ripplerpc']
      .filter((name) => params[name] !== undefined)
      .map((name) => [name, params[name]]),
  );
  // tooBusy is the one RPC error rippled answers with its HTTP status (503); the rest ride on 200.
  return { status: result.error === 'tooBusy' ? 503 : 200, body: { result, ...echoed } };
}

function refuse(problem: string): JsonRpcReply {
  return { status: 400, problem };
}
