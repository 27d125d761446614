// The payloads the stand-in knows and their life: created, opened, then signed or rejected,
// unless they expire or are cancelled first. Kept in memory.
import { randomUUID } from 'node:crypto';
import type { XummTypes } from 'xumm-sdk';
import type { PayloadRequest } from './payloadRequest';
import { signTransaction, signerAddress, type SignedTransaction } from './signTransaction';

export type Resolution =
  | {
      signed: true;
      resolvedAt: Date;
      referenceCallUuid: string;
      networkId: number;
      /** False: answered as Xaman did before `environment_networkid` (see Signer). */
      reportsNetworkId: boolean;
      transaction: SignedTransaction;
      /** Where the signed transaction was submitted and what the ledger answered, once it was. */
      dispatched: Dispatch | null;
    }
  | { signed: false; resolvedAt: Date; referenceCallUuid: string };

/** A signed transaction's submission to a ledger (Xaman's `response.dispatched_*`). */
export interface Dispatch {
  /** The node it went to. */
  node: string;
  /** The ledger's engine result, e.g. "tesSUCCESS". */
  result: string;
}

export interface StoredPayload {
  readonly uuid: string;
  readonly request: PayloadRequest;
  readonly createdAt: Date;
  expiresAt: Date;
  openedAt: Date | null;
  /** Cancelled through DELETE /payload/:uuid (Xaman then reports it as expired, not cancelled). */
  cancelledByApi: boolean;
  resolution: Resolution | null;
}

/**
 * `rejected` is what Xaman reports as `meta.cancelled` (the user said no); `cancelled` is a
 * payload the platform API cancelled.
 */
export type PayloadState = 'pending' | 'opened' | 'signed' | 'rejected' | 'cancelled' | 'expired';

export interface PayloadEvent {
  type: 'opened' | 'resolved' | 'expired';
  payload: StoredPayload;
}

export interface Signer {
  seed: string;
  /** The network the signature is reported for. */
  networkId: number;
  /**
   * True plays an older Xaman answer, which names the network only by its node type and node
   * (`environment_nodetype`, `environment_nodeuri`), without `environment_networkid`.
   */
  withoutNetworkId?: boolean;
}

export interface CancelOutcome {
  cancelled: boolean;
  reason: XummTypes.XummCancelReason;
}

/** A transition the payload's state does not allow; the message is meant for people. */
export class PayloadStateError extends Error {}

export interface PayloadStore {
  create(request: PayloadRequest): StoredPayload;
  find(uuid: string): StoredPayload | undefined;
  /** Newest first. */
  list(): StoredPayload[];
  /** The sign page was opened (every call tells the listeners again). */
  open(payload: StoredPayload): StoredPayload;
  /** Signs (opening first if needed). Throws SigningError for a seed or request it cannot sign. */
  approve(payload: StoredPayload, signer: Signer): Promise<StoredPayload>;
  reject(payload: StoredPayload): StoredPayload;
  /** DELETE /payload/:uuid: refused once the payload is opened, resolved or expired. */
  cancel(payload: StoredPayload): CancelOutcome;
  /** Makes the payload expire now. */
  expire(payload: StoredPayload): StoredPayload;
  isExpired(payload: StoredPayload): boolean;
  stateOf(payload: StoredPayload): PayloadState;
  onEvent(listener: (event: PayloadEvent) => void): () => void;
  /** Stops the expiry timers. */
  close(): void;
}

interface PayloadStoreOptions {
  now?: () => Date;
  /** Runs after a payload is signed and before anyone is told. */
  afterSigned?: (payload: StoredPayload) => Promise<void>;
  /** The signer's next Sequence on the ledger, for transactions that set none (else 1). */
  accountSequence?: (account: string) => Promise<number | undefined>;
}

export function createPayloadStore({
  now = () => new Date(),
  afterSigned = async () => {},
  accountSequence = async () => undefined,
}: PayloadStoreOptions = {}): PayloadStore {
  const payloads = new Map<string, StoredPayload>();
  const expiryTimers = new Map<string, NodeJS.Timeout>();
  const listeners = new Set<(event: PayloadEvent) => void>();

  function emit(type: PayloadEvent['type'], payload: StoredPayload): void {
    for (const listener of listeners) listener({ type, payload });
  }

  function isExpired(payload: StoredPayload): boolean {
    return payload.cancelledByApi || now() >= payload.expiresAt;
  }

  // Xaman's rule: expiry is "open before", so a payload opened in time may still be resolved.
  function whyNotResolvable(payload: StoredPayload): string | null {
    if (payload.resolution) {
      return payload.resolution.signed
        ? 'This request is already signed'
        : 'This request was rejected';
    }
    if (payload.cancelledByApi) return 'This request was cancelled';
    const openedInTime = payload.openedAt !== null && payload.openedAt < payload.expiresAt;
    if (isExpired(payload) && !openedInTime) return 'This request has expired';
    return null;
  }

  function assertResolvable(payload: StoredPayload): void {
    const problem = whyNotResolvable(payload);
    if (problem) throw new PayloadStateError(problem);
  }

  function scheduleExpiry(payload: StoredPayload): void {
    clearTimeout(expiryTimers.get(payload.uuid));
    const timer = setTimeout(
      () => {
        expiryTimers.delete(payload.uuid);
        if (!payload.resolution && !payload.cancelledByApi) emit('expired', payload);
      },
      Math.max(0, payload.expiresAt.getTime() - now().getTime()),
    );
    // A pending payload must not keep the process alive.
    timer.unref();
    expiryTimers.set(payload.uuid, timer);
  }

  function stopExpiryTimer(payload: StoredPayload): void {
    clearTimeout(expiryTimers.get(payload.uuid));
    expiryTimers.delete(payload.uuid);
  }

  function markOpened(payload: StoredPayload): void {
    payload.openedAt ??= now();
    emit('opened', payload);
  }

  function resolve(payload: StoredPayload, resolution: Resolution): void {
    payload.resolution = resolution;
    stopExpiryTimer(payload);
  }

  return {
    create(request) {
      const createdAt = now();
      const payload: StoredPayload = {
        uuid: randomUUID(),
        request,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + request.expireMinutes * 60_000),
        openedAt: null,
        cancelledByApi: false,
        resolution: null,
      };
      payloads.set(payload.uuid, payload);
      scheduleExpiry(payload);
      return payload;
    },
    find(uuid) {
      return payloads.get(uuid);
    },
    list() {
      return [...payloads.values()].reverse();
    },
    open(payload) {
      assertResolvable(payload);
      markOpened(payload);
      return payload;
    },
    async approve(payload, { seed, networkId, withoutNetworkId = false }) {
      assertResolvable(payload);
      const { txjson } = payload.request;
      const signer = signerAddress(seed);
      const readsSequence =
        txjson.TransactionType !== 'SignIn' &&
        txjson.Sequence === undefined &&
        (txjson.Account === undefined || txjson.Account === signer);
      const sequence = readsSequence ? await accountSequence(signer) : undefined;
      // Another request may have resolved it while the ledger answered.
      assertResolvable(payload);
      const transaction = signTransaction(txjson, seed, networkId, sequence);
      if (payload.openedAt === null) markOpened(payload);
      resolve(payload, {
        signed: true,
        resolvedAt: now(),
        referenceCallUuid: randomUUID(),
        networkId,
        reportsNetworkId: !withoutNetworkId,
        transaction,
        dispatched: null,
      });
      await afterSigned(payload);
      emit('resolved', payload);
      return payload;
    },
    reject(payload) {
      assertResolvable(payload);
      if (payload.openedAt === null) markOpened(payload);
      resolve(payload, { signed: false, resolvedAt: now(), referenceCallUuid: randomUUID() });
      emit('resolved', payload);
      return payload;
    },
    cancel(payload) {
      const reason = cancelRefusal(payload, isExpired(payload));
      if (reason) return { cancelled: false, reason };
      payload.cancelledByApi = true;
      stopExpiryTimer(payload);
      emit('expired', payload);
      return { cancelled: true, reason: 'OK' };
    },
    expire(payload) {
      // Only a resolved payload refuses; expiring an expired one changes nothing.
      if (payload.resolution) assertResolvable(payload);
      if (!isExpired(payload)) {
        payload.expiresAt = now();
        stopExpiryTimer(payload);
        emit('expired', payload);
      }
      return payload;
    },
    isExpired,
    stateOf(payload) {
      if (payload.resolution) return payload.resolution.signed ? 'signed' : 'rejected';
      if (payload.cancelledByApi) return 'cancelled';
      if (whyNotResolvable(payload)) return 'expired';
      return payload.openedAt ? 'opened' : 'pending';
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
      listeners.clear();
    },
  };
}

function cancelRefusal(
  payload: StoredPayload,
  expired: boolean,
): Exclude<XummTypes.XummCancelReason, 'OK'> | null {
  if (payload.resolution) return 'ALREADY_RESOLVED';
  if (payload.cancelledByApi) return 'ALREADY_CANCELLED';
  if (expired) return 'ALREADY_EXPIRED';
  // The user may still be deciding in the app; Xaman lets them finish.
  if (payload.openedAt) return 'ALREADY_OPENED';
  return null;
}
