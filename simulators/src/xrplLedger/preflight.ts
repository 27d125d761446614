// The checks that need no ledger state (rippled's preflight): network, fee and payment shape.
import { mustNameNetwork } from '../xrplNetworks';
import { parseDrops } from './drops';
import type { EngineResult } from './engineResults';
import type { SignedTransaction } from './signedTransaction';

// Payment flags (tf*) and the flag every transaction may carry.
const FULLY_CANONICAL_SIGNATURE = 0x80000000;
const NO_RIPPLE_DIRECT = 0x00010000;
const PARTIAL_PAYMENT = 0x00020000;
const LIMIT_QUALITY = 0x00040000;
const PAYMENT_FLAGS =
  FULLY_CANONICAL_SIGNATURE | NO_RIPPLE_DIRECT | PARTIAL_PAYMENT | LIMIT_QUALITY;

/** A Payment asking to deliver what it can rather than all of its Amount. */
export function isPartialPayment({ type, fields }: SignedTransaction): boolean {
  return (
    type === 'Payment' && typeof fields.Flags === 'number' && (fields.Flags & PARTIAL_PAYMENT) !== 0
  );
}

/**
 * Why the transaction is refused whatever the ledger holds, or null. `partialPayments`: the test
 * setting that lets an XRP partial payment through (rippled refuses it).
 */
export function preflight(
  transaction: SignedTransaction,
  networkId: number,
  partialPayments = false,
): EngineResult | null {
  const networkProblem = checkNetworkId(transaction.networkId, networkId);
  if (networkProblem) return networkProblem;
  if (parseDrops(transaction.fee) === null) return 'temBAD_FEE';
  // The stand-in applies XRP payments only.
  if (transaction.type !== 'Payment') return 'temUNKNOWN';
  return preflightPayment(transaction, partialPayments);
}

function checkNetworkId(named: number | undefined, networkId: number): EngineResult | null {
  if (!mustNameNetwork(networkId)) {
    return named === undefined ? null : 'telNETWORK_ID_MAKES_TX_NON_CANONICAL';
  }
  if (named === undefined) return 'telREQUIRES_NETWORK_ID';
  return named === networkId ? null : 'telWRONG_NETWORK';
}

function preflightPayment(
  { fields, account }: SignedTransaction,
  partialPayments: boolean,
): EngineResult | null {
  const { Destination, Amount, SendMax, Paths, Flags = 0 } = fields;
  if (typeof Destination !== 'string') return 'temDST_NEEDED';
  // Token amounts (objects) are beyond the stand-in, as are zero and negative ones.
  const amount = parseDrops(Amount);
  if (amount === null || amount === 0n) return 'temBAD_AMOUNT';
  const flags = typeof Flags === 'number' ? Flags : 0;
  // `>>> 0`: JavaScript's bitwise operators work on signed 32-bit integers.
  if ((flags & ~PAYMENT_FLAGS) >>> 0 !== 0) return 'temINVALID_FLAG';
  if (Destination === account) return 'temREDUNDANT';
  if (Paths !== undefined) return 'temBAD_SEND_XRP_PATHS';
  if (flags & PARTIAL_PAYMENT && !partialPayments) return 'temBAD_SEND_XRP_PARTIAL';
  if (flags & LIMIT_QUALITY) return 'temBAD_SEND_XRP_LIMIT';
  if (flags & NO_RIPPLE_DIRECT) return 'temBAD_SEND_XRP_NO_DIRECT';
  if (SendMax !== undefined) return 'temBAD_SEND_XRP_MAX';
  return null;
}
