// GET /transactions/{hash}: the explorer page the app links to in development and tests.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePath, sendHtml } from '../http';
import { renderTransactionNotFoundPage, renderTransactionPage } from './explorerPage';
import type { LedgerNode } from './rpcContext';

export async function explorerRoute(app: FastifyInstance, { node }: { node: LedgerNode }) {
  routePath(app, '/transactions/:hash', {
    GET: (request: FastifyRequest<{ Params: { hash: string } }>, reply: FastifyReply) => {
      const { hash } = request.params;
      const recorded = /^[0-9a-fA-F]{64}$/.test(hash) ? node.chain.transaction(hash) : undefined;
      if (recorded) return sendHtml(reply, 200, renderTransactionPage(recorded, node.chain));
      return sendHtml(reply, 404, renderTransactionNotFoundPage(hash));
    },
  });
}
