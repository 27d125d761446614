// The JSON-RPC methods the stand-in answers, and how an answer is wrapped (rippled's `result`).
import { accountInfo } from './accountInfoMethod';
import { accountTx } from './accountTxMethod';
import { ledger } from './ledgerMethod';
import type { ApiVersion, LedgerNode, RpcMethod } from './rpcContext';
import { RpcError, rpcError } from './rpcErrors';
import { fee, ledgerAccept, ledgerClosed, ledgerCurrent, ping, serverInfo } from './serverMethods';
import { submit } from './submitMethod';
import { tx } from './txMethod';

const METHODS: ReadonlyMap<string, RpcMethod> = new Map([
  ['account_info', accountInfo],
  ['account_tx', accountTx],
  ['fee', fee],
  ['ledger', ledger],
  ['ledger_accept', ledgerAccept],
  ['ledger_closed', ledgerClosed],
  ['ledger_current', ledgerCurrent],
  ['ping', ping],
  ['server_info', serverInfo],
  ['submit', submit],
  ['tx', tx],
]);

/**
 * The `result` of a request: the method's fields and `status: 'success'`, or the error's fields,
 * `status: 'error'` and the request as received (with `command`), as rippled answers JSON-RPC.
 */
export function answerRpc(
  method: string,
  params: Record<string, unknown>,
  apiVersion: ApiVersion,
  node: LedgerNode,
): Record<string, unknown> {
  try {
    if (node.outage) throw rpcError(node.outage);
    const handler = METHODS.get(method);
    if (!handler) throw rpcError('unknownCmd');
    return { ...handler({ params, apiVersion }, node), status: 'success' };
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    return { ...error.fields, request: { ...params, command: method }, status: 'error' };
  }
}

/** rippled's API version rule: 1 unless the request names 1 or 2 (3 is beta, off here). */
export function apiVersionOf(params: Record<string, unknown>): ApiVersion | null {
  const { api_version: version = 1 } = params;
  return version === 1 || version === 2 ? version : null;
}
