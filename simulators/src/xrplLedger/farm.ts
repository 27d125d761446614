// A farm of accounts for tests and demos (POST /__simulator/farm): one funder activates N new
// accounts with real Payments, directly or through one intermediate account, in ledgers that
// closed at the ages asked for. The funder itself is given its XRP by the faucet.
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, generateSeed, sign } from 'ripple-keypairs';
import { BASE_FEE_DROPS, RESERVE_BASE_DROPS } from './feeSchedule';
import type { ClosedLedger } from './ledgerChain';
import type { LedgerNode } from './rpcContext';
import { readSignedTransaction } from './signedTransaction';
import { submitTransaction } from './submitTransaction';

const DAY_MS = 86_400_000;
/** The intermediate account is activated this long before the oldest of the farm's accounts. */
const HOP_LEAD_MS = 60_000;

export interface FarmRequest {
  /** The age of each account to activate, in days before the node's now (fractions allowed). */
  ageDays: readonly number[];
  /** Activate them from an intermediate account that the funder activated first. */
  throughHop: boolean;
  /** What each new account is sent (at least the base reserve). */
  dropsEach: bigint;
}

export interface FarmAccount {
  address: string;
  /** Its secret, so that tests and the demo can sign with it. */
  seed: string;
}

export interface ActivatedAccount extends FarmAccount {
  activatedBy: string;
  ledgerIndex: number;
  /** The close time of the ledger that activated it. */
  activatedAt: string;
  transactionHash: string;
}

export interface Farm {
  funder: FarmAccount;
  hop: ActivatedAccount | null;
  accounts: ActivatedAccount[];
}

interface Activation {
  from: FarmAccount;
  to: FarmAccount;
  drops: bigint;
  at: Date;
}

/**
 * Builds the farm. Ledgers close in time order, so when the newest ledger closed after the oldest
 * activation asked for, all history so far is first moved back to make room (LedgerChain.backdate):
 * build farms before other activity, or younger than the newest ledger, to keep earlier times.
 */
export function buildFarm(node: LedgerNode, { ageDays, throughHop, dropsEach }: FarmRequest): Farm {
  const { chain } = node;
  const now = node.now();
  const funder = newAccount();
  const hop = throughHop ? newAccount() : null;
  const sender = hop ?? funder;
  const planned = ageDays.map((days) => ({
    account: newAccount(),
    at: new Date(now.getTime() - days * DAY_MS),
  }));
  const activations: Activation[] = planned.map(({ account, at }) => ({
    from: sender,
    to: account,
    drops: dropsEach,
    at,
  }));
  const fees = BASE_FEE_DROPS * BigInt(planned.length + 1);
  const farmDrops = dropsEach * BigInt(planned.length) + fees;
  if (hop) {
    const oldest = Math.min(...planned.map(({ at }) => at.getTime()));
    activations.push({
      from: funder,
      to: hop,
      drops: farmDrops + RESERVE_BASE_DROPS,
      at: new Date(oldest - HOP_LEAD_MS),
    });
  }
  activations.sort((first, second) => first.at.getTime() - second.at.getTime());

  // What waits in the open ledger goes in now, before the farm's ledgers are placed earlier.
  if (chain.open.transactions.length > 0) chain.close(now);
  chain.backdate(new Date(activations[0]!.at.getTime() - 1000));
  chain.fund(funder.address, farmDrops + RESERVE_BASE_DROPS * 2n + BASE_FEE_DROPS);

  // Deriving a key pair costs as much as signing: once per sender, not once per payment.
  const senderKeys = new Map<string, ReturnType<typeof deriveKeypair>>();
  const keysOf = ({ seed }: FarmAccount) =>
    senderKeys.get(seed) ?? senderKeys.set(seed, deriveKeypair(seed)).get(seed)!;
  const activated = new Map<string, ActivatedAccount>();
  let ledgerTime: number | null = null;
  const pending: Array<{ activation: Activation; hash: string }> = [];
  const closePending = () => {
    if (pending.length === 0) return;
    const ledger = chain.close(pending[0]!.activation.at);
    for (const { activation, hash } of pending) {
      activated.set(activation.to.address, activatedAccount(activation, hash, ledger));
    }
    pending.length = 0;
  };
  for (const activation of activations) {
    if (ledgerTime !== null && activation.at.getTime() !== ledgerTime) closePending();
    ledgerTime = activation.at.getTime();
    pending.push({ activation, hash: pay(node, activation, keysOf(activation.from)) });
  }
  closePending();

  return {
    funder,
    hop: hop ? activated.get(hop.address)! : null,
    accounts: planned.map(({ account }) => activated.get(account.address)!),
  };
}

function newAccount(): FarmAccount {
  const seed = generateSeed({ algorithm: 'ed25519' });
  return { seed, address: deriveAddress(deriveKeypair(seed).publicKey) };
}

/** Signs and applies the payment in the open ledger; answers its hash. */
function pay(
  node: LedgerNode,
  { from, to, drops }: Activation,
  { publicKey, privateKey }: ReturnType<typeof deriveKeypair>,
): string {
  const unsigned = {
    TransactionType: 'Payment',
    Account: from.address,
    Destination: to.address,
    Amount: drops.toString(),
    Fee: BASE_FEE_DROPS.toString(),
    Sequence: node.chain.account(from.address)!.sequence,
    ...(node.networkId > 1024 ? { NetworkID: node.networkId } : {}),
    SigningPubKey: publicKey,
  };
  const blob = encode({ ...unsigned, TxnSignature: sign(encodeForSigning(unsigned), privateKey) });
  const transaction = readSignedTransaction(blob);
  const outcome = submitTransaction(transaction, {
    chain: node.chain,
    networkId: node.networkId,
    partialPaymentPercent: null,
    autoFund: () => {},
  });
  node.submissions.add({
    transaction,
    result: outcome.result,
    submittedAt: node.now(),
    recorded: outcome.recorded,
  });
  if (outcome.result !== 'tesSUCCESS') {
    throw new Error(`The farm's payment to ${to.address} failed: ${outcome.result}`);
  }
  return transaction.hash;
}

function activatedAccount(
  { from, to }: Activation,
  transactionHash: string,
  ledger: ClosedLedger,
): ActivatedAccount {
  return {
    ...to,
    activatedBy: from.address,
    ledgerIndex: ledger.index,
    activatedAt: ledger.closeTime.toISOString(),
    transactionHash,
  };
}
