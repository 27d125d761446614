// Test controls under /__simulator/ (not part of rippled): fund accounts, close ledgers, list
// every transaction the stand-in judged, let partial payments deliver less, answer every request
// with an outage error, leave network_id out of server_info.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isValidClassicAddress } from 'ripple-address-codec';
import { RequestError, readJson, sendJson, sendMethodNotAllowed, type Route } from '../http';
import { parseDrops } from './drops';
import { FundingError } from './ledgerChain';
import type { LedgerNode } from './rpcContext';
import { OUTAGE_ERRORS, type OutageError } from './rpcErrors';
import type { Submission } from './submissionLog';
import { isObject } from '../isObject';

const CONTROL_PREFIX = '/__simulator/';

interface ControlAction {
  method: 'GET' | 'POST';
  act(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

export function createControlRoute(node: LedgerNode): Route {
  const actions: ReadonlyMap<string, ControlAction> = new Map([
    ['/__simulator/fund', { method: 'POST', act: fund }],
    ['/__simulator/close', { method: 'POST', act: close }],
    ['/__simulator/transactions', { method: 'GET', act: listTransactions }],
    ['/__simulator/partial-payments', { method: 'POST', act: partialPayments }],
    ['/__simulator/outage', { method: 'POST', act: outage }],
    ['/__simulator/network-id', { method: 'POST', act: networkIdReport }],
  ]);

  /**
   * `{ error: 'tooBusy' | 'noNetwork' | null }`: while set, every JSON-RPC request is answered with
   * that error (`status: 'error'`), as rippled answers when overloaded or not synced; null ends it.
   */
  async function outage(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const { error } = isObject(body) ? body : {};
    if (error !== null && !isOutageError(error)) {
      throw new RequestError(`error must be one of ${OUTAGE_ERRORS.join(', ')}, or null`, 400);
    }
    node.outage = error;
    sendJson(response, 200, { error });
  }

  /**
   * `{ reported: boolean }`: false leaves network_id out of server_info, as a rippled without a
   * configured [network_id] answers (mainnet nodes often run so); true reports it again.
   */
  async function networkIdReport(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const { reported } = isObject(body) ? body : {};
    if (typeof reported !== 'boolean')
      throw new RequestError('reported must be true or false', 400);
    node.reportsNetworkId = reported;
    sendJson(response, 200, { reported });
  }

  /** `{ address, drops }`: drops from the genesis account, at once and without a transaction. */
  async function fund(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJson(request);
    const { address, drops } = isObject(body) ? body : {};
    if (typeof address !== 'string' || !isValidClassicAddress(address)) {
      throw new RequestError('address must be a classic address (r…)', 400);
    }
    const amount = parseDrops(typeof drops === 'number' ? String(drops) : drops);
    if (amount === null || amount === 0n) {
      throw new RequestError('drops must be a positive whole number of drops', 400);
    }
    try {
      const funded = node.chain.fund(address, amount);
      sendJson(response, 200, {
        address,
        balance: funded.balance.toString(),
        sequence: funded.sequence,
      });
    } catch (error) {
      if (!(error instanceof FundingError)) throw error;
      sendJson(response, 409, { message: error.message });
    }
  }

  /**
   * `{ deliveredPercent: 1…99 | null }`: while set, an XRP Payment with tfPartialPayment is
   * applied delivering that percentage of its Amount (delivered_amount says so); null restores
   * rippled's refusal (temBAD_SEND_XRP_PARTIAL).
   */
  async function partialPayments(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const { deliveredPercent } = isObject(body) ? body : {};
    if (deliveredPercent !== null && !isPercent(deliveredPercent)) {
      throw new RequestError('deliveredPercent must be a whole number from 1 to 99, or null', 400);
    }
    node.partialPaymentPercent = deliveredPercent;
    sendJson(response, 200, { deliveredPercent });
  }

  async function close(_request: IncomingMessage, response: ServerResponse): Promise<void> {
    const ledger = node.closeLedger();
    sendJson(response, 200, {
      ledger_index: ledger.index,
      ledger_hash: ledger.hash,
      transactions: ledger.transactions.map((recorded) => recorded.transaction.hash),
    });
  }

  async function listTransactions(
    _request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    sendJson(response, 200, node.submissions.list().map(listed));
  }

  function listed({ transaction, result, submittedAt, recorded }: Submission) {
    return {
      hash: transaction.hash,
      engine_result: result,
      submitted_at: submittedAt.toISOString(),
      ledger_index: recorded?.ledgerIndex ?? null,
      validated: recorded ? node.chain.isValidated(recorded) : false,
      tx_json: transaction.fields,
    };
  }

  return async (request, response, path) => {
    if (!path.startsWith(CONTROL_PREFIX)) return false;
    const method = request.method ?? 'GET';
    const action = actions.get(path);
    if (!action) sendJson(response, 404, { message: `Not found: ${path}` });
    else if (method !== action.method)
      sendMethodNotAllowed(response, method, path, [action.method]);
    else await action.act(request, response);
    return true;
  };
}

function isOutageError(value: unknown): value is OutageError {
  return (OUTAGE_ERRORS as readonly unknown[]).includes(value);
}

function isPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;
}
