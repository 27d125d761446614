// GET /transactions/{hash}: the explorer page the app links to in development and tests.
import { sendHtml, sendMethodNotAllowed, type Route } from '../http';
import { renderTransactionNotFoundPage, renderTransactionPage } from './explorerPage';
import type { LedgerNode } from './rpcContext';

const EXPLORER_PATH = /^\/transactions\/([^/]+)$/;

export function createExplorerRoute(node: LedgerNode): Route {
  return async (request, response, path) => {
    const match = EXPLORER_PATH.exec(path);
    if (!match) return false;
    const method = request.method ?? 'GET';
    if (method !== 'GET') {
      sendMethodNotAllowed(response, method, path, ['GET']);
      return true;
    }
    const hash = match[1]!;
    const recorded = /^[0-9a-fA-F]{64}$/.test(hash) ? node.chain.transaction(hash) : undefined;
    if (recorded) sendHtml(response, 200, renderTransactionPage(recorded, node.chain));
    else sendHtml(response, 404, renderTransactionNotFoundPage(hash));
    return true;
  };
}
