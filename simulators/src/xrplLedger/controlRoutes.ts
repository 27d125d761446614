// Test controls under /__simulator/ (not part of rippled): fund accounts, close ledgers, list
// every transaction the stand-in judged, let partial payments deliver less, answer every request
// with an outage error, leave network_id out of server_info, build a farm of accounts activated
// in the past, hold only part of the history.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidClassicAddress } from 'ripple-address-codec';
import { RequestError, readJson, routePath } from '../http';
import { parseDrops } from './drops';
import { buildFarm } from './farm';
import { RESERVE_BASE_DROPS } from './feeSchedule';
import { FundingError } from './ledgerChain';
import type { LedgerNode } from './rpcContext';
import { OUTAGE_ERRORS, type OutageError } from './rpcErrors';
import type { Submission } from './submissionLog';
import { isObject } from '../isObject';

export async function controlRoutes(app: FastifyInstance, { node }: { node: LedgerNode }) {
  routePath(app, '/__simulator/fund', { POST: fund });
  routePath(app, '/__simulator/close', { POST: close });
  routePath(app, '/__simulator/transactions', { GET: listTransactions });
  routePath(app, '/__simulator/partial-payments', { POST: partialPayments });
  routePath(app, '/__simulator/outage', { POST: outage });
  routePath(app, '/__simulator/network-id', { POST: networkIdReport });
  routePath(app, '/__simulator/farm', { POST: farm });
  routePath(app, '/__simulator/history', { POST: history });

  /**
   * `{ ageDays: number | number[], count?, throughHop?, dropsEach? }`: one new funder activates
   * `count` new accounts (or one per age given), `ageDays` days ago, directly or through one
   * intermediate account (`throughHop`); each is sent `dropsEach` (default: the base reserve).
   * Answers { funder, hop, accounts } with each account's seed and activation. See farm.ts.
   */
  function farm(request: FastifyRequest, reply: FastifyReply) {
    const body = readJson(request);
    const { ageDays, count, throughHop = false, dropsEach } = isObject(body) ? body : {};
    const ages =
      typeof ageDays === 'number' && isCount(count) ? Array<number>(count).fill(ageDays) : ageDays;
    if (!Array.isArray(ages) || ages.length === 0 || ages.length > MAX_FARM || !ages.every(isAge)) {
      throw new RequestError(
        `ageDays must be a number of days (0 or more) with count (1 to ${MAX_FARM}), or a list of them`,
        400,
      );
    }
    if (typeof throughHop !== 'boolean')
      throw new RequestError('throughHop must be true or false', 400);
    const drops =
      dropsEach === undefined
        ? RESERVE_BASE_DROPS
        : parseDrops(typeof dropsEach === 'number' ? String(dropsEach) : dropsEach);
    if (drops === null || drops < RESERVE_BASE_DROPS) {
      throw new RequestError(
        `dropsEach must be at least the reserve, ${RESERVE_BASE_DROPS} drops`,
        400,
      );
    }
    try {
      return reply.send(buildFarm(node, { ageDays: ages, throughHop, dropsEach: drops }));
    } catch (error) {
      if (!(error instanceof FundingError)) throw error;
      return reply.code(409).send({ message: error.message });
    }
  }

  /**
   * `{ firstLedger: number | null }`: while set, the node holds the ledgers from that index on
   * only (account_tx and complete_ledgers start there), as a node without full history; null
   * holds them all again.
   */
  function history(request: FastifyRequest, reply: FastifyReply) {
    const body = readJson(request);
    const { firstLedger } = isObject(body) ? body : {};
    if (firstLedger !== null && !isCount(firstLedger)) {
      throw new RequestError('firstLedger must be a ledger index (1 or more), or null', 400);
    }
    node.firstHeldLedger = firstLedger;
    return reply.send({ firstLedger });
  }

  /**
   * `{ error: 'tooBusy' | 'noNetwork' | null }`: while set, every JSON-RPC request is answered with
   * that error (`status: 'error'`), as rippled answers when overloaded or not synced; null ends it.
   */
  function outage(request: FastifyRequest, reply: FastifyReply) {
    const body = readJson(request);
    const { error } = isObject(body) ? body : {};
    if (error !== null && !isOutageError(error)) {
      throw new RequestError(`error must be one of ${OUTAGE_ERRORS.join(', ')}, or null`, 400);
    }
    node.outage = error;
    return reply.send({ error });
  }

  /**
   * `{ reported: boolean }`: false leaves network_id out of server_info, as a rippled without a
   * configured [network_id] answers (mainnet nodes often run so); true reports it again.
   */
  function networkIdReport(request: FastifyRequest, reply: FastifyReply) {
    const body = readJson(request);
    const { reported } = isObject(body) ? body : {};
    if (typeof reported !== 'boolean')
      throw new RequestError('reported must be true or false', 400);
    node.reportsNetworkId = reported;
    return reply.send({ reported });
  }

  /** `{ address, drops }`: drops from the genesis account, at once and without a transaction. */
  function fund(request: FastifyRequest, reply: FastifyReply) {
    const body = readJson(request);
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
      return reply.send({
        address,
        balance: funded.balance.toString(),
        sequence: funded.sequence,
      });
    } catch (error) {
      if (!(error instanceof FundingError)) throw error;
      return reply.code(409).send({ message: error.message });
    }
  }

  /**
   * `{ deliveredPercent: 1…99 | null }`: while set, an XRP Payment with tfPartialPayment is
   * applied delivering that percentage of its Amount (delivered_amount says so); null restores
   * rippled's refusal (temBAD_SEND_XRP_PARTIAL).
   */
  function partialPayments(request: FastifyRequest, reply: FastifyReply) {
    const body = readJson(request);
    const { deliveredPercent } = isObject(body) ? body : {};
    if (deliveredPercent !== null && !isPercent(deliveredPercent)) {
      throw new RequestError('deliveredPercent must be a whole number from 1 to 99, or null', 400);
    }
    node.partialPaymentPercent = deliveredPercent;
    return reply.send({ deliveredPercent });
  }

  function close(_request: FastifyRequest, reply: FastifyReply) {
    const ledger = node.closeLedger();
    return reply.send({
      ledger_index: ledger.index,
      ledger_hash: ledger.hash,
      transactions: ledger.transactions.map((recorded) => recorded.transaction.hash),
    });
  }

  function listTransactions(_request: FastifyRequest, reply: FastifyReply) {
    return reply.send(node.submissions.list().map(listed));
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
}

/** Accounts one farm may activate. */
const MAX_FARM = 10_000;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_FARM;
}

function isAge(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 20 * 366;
}

function isOutageError(value: unknown): value is OutageError {
  return (OUTAGE_ERRORS as readonly unknown[]).includes(value);
}

function isPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;
}
