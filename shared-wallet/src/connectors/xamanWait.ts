// Waiting for the user to answer a Xaman payload: on a desktop the QR code is
// shown and the payload's status websocket listened to; on a phone the Xaman link is opened and
// the payload asked for every 2 seconds. Cancel, rejection, expiry or 5 minutes end the wait.
// Xaman lets a payload opened before it expires be signed after: an expiry (or the 5 minutes)
// ends the wait only once the API says the payload is not signed, and signed wins over expired.
import type { XamanCreatedPayload, XamanPayload } from '@glow/contract';
import { XAMAN_POLL_INTERVAL_MS, XAMAN_SIGNING_TIMEOUT_MS } from '../constants';
import { answerReturningTabs } from '../xamanHandoff';
import { WalletError, WalletRequestCancelled } from '../walletErrors';
import type { WalletApiClient } from '../walletApi';
import { xamanQrCodeOf } from './xamanQr';

/** The part of a browser WebSocket used here. */
export interface StatusSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  close(): void;
}

export type OpenStatusSocket = (url: string) => StatusSocket;

const openBrowserSocket: OpenStatusSocket = (url) => {
  const socket = new WebSocket(url);
  const status: StatusSocket = {
    onopen: null,
    onmessage: null,
    onerror: null,
    onclose: null,
    close: () => socket.close(),
  };
  socket.onopen = (event) => status.onopen?.(event);
  socket.onmessage = (event) => status.onmessage?.(event);
  socket.onerror = (event) => status.onerror?.(event);
  socket.onclose = (event) => status.onclose?.(event);
  return status;
};

export interface XamanWaitOptions {
  api: WalletApiClient;
  signal: AbortSignal;
  mobile: boolean;
  popup: Window | null;
  showQrCode(src: string): void;
  showXamanLink(url: string): void;
  openSocket?: OpenStatusSocket;
  timeoutMs?: number;
  pollIntervalMs?: number;
}

export type PayloadOutcome = 'signed' | 'rejected' | 'expired' | 'pending';

/**
 * Where a payload stands. Xaman reports a user's "no" as `cancelled`, and `expired` once its
 * time is up whether it was signed or not (a real answer: signed, expired and resolved).
 */
export function outcomeOf({ meta }: XamanPayload): PayloadOutcome {
  if (meta.signed) return 'signed';
  if (meta.cancelled) return 'rejected';
  if (meta.expired) return 'expired';
  return meta.resolved ? 'rejected' : 'pending';
}

export function failureOf(outcome: Exclude<PayloadOutcome, 'signed'>): WalletError {
  if (outcome === 'expired') return new WalletError('TX_SIGNING_EXPIRED');
  if (outcome === 'rejected') return new WalletError('SIGNING_REJECTED');
  return new WalletError('FAILED_TO_SIGN_TX');
}

interface StatusMessage {
  signed?: unknown;
  expired?: unknown;
}

function statusMessageOf(data: unknown): StatusMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    return message && typeof message === 'object' ? (message as StatusMessage) : null;
  } catch {
    return null;
  }
}

/** Opens Xaman's link in the window opened on the user's click, or else in this tab. */
function openXamanLink(url: string, popup: Window | null) {
  if (popup && !popup.closed) popup.location.href = url;
  else window.location.assign(url);
}

/** Resolves with the signed payload; rejects with a WalletError, or as cancelled. */
export function waitForXamanPayload(
  created: XamanCreatedPayload,
  {
    api,
    signal,
    mobile,
    popup,
    showQrCode,
    showXamanLink,
    openSocket = openBrowserSocket,
    timeoutMs = XAMAN_SIGNING_TIMEOUT_MS,
    pollIntervalMs = XAMAN_POLL_INTERVAL_MS,
  }: XamanWaitOptions,
): Promise<XamanPayload> {
  const { uuid, secret } = created;
  return new Promise<XamanPayload>((resolve, reject) => {
    let settled = false;
    const cleanups: Array<() => void> = [];
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      finish();
    };
    const fail = (error: Error) => settle(() => reject(error));

    if (signal.aborted) return fail(new WalletRequestCancelled());
    const onAbort = () => fail(new WalletRequestCancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => signal.removeEventListener('abort', onAbort));

    const timeout = setTimeout(
      () => void check(true, new WalletError('TX_SIGNING_EXPIRED')),
      timeoutMs,
    );
    cleanups.push(() => clearTimeout(timeout));

    let checking = false;
    /**
     * Asks the API where the payload stands. A `final` check ends the wait whatever it hears:
     * signed, else `unsigned` (what ended the wait: the socket said resolved or expired, or time
     * ran out) unless the payload says how it ended. A poll that fails or finds it pending waits on.
     */
    async function check(final: boolean, unsigned?: WalletError) {
      if (settled || (checking && !final)) return;
      checking = true;
      try {
        const payload = await api.xamanGetPayload({ payloadId: uuid, secret });
        const outcome = outcomeOf(payload);
        if (outcome === 'signed') settle(() => resolve(payload));
        else if (outcome !== 'pending') fail(failureOf(outcome));
        else if (final) fail(unsigned ?? failureOf(outcome));
      } catch (error) {
        if (final) fail(unsigned ?? (error as Error));
      } finally {
        checking = false;
      }
    }

    // The tab Xaman's return URL opened leaves the payload to this one, and says it is resolved.
    cleanups.push(answerReturningTabs(uuid, () => void check(false)));

    if (mobile) {
      // Opened at once; the page also offers it to tap, in case the app did not open.
      showXamanLink(created.payload.next.always);
      openXamanLink(created.payload.next.always, popup);
      const poll = setInterval(() => void check(false), pollIntervalMs);
      cleanups.push(() => clearInterval(poll));
      return;
    }

    xamanQrCodeOf(created).then(
      (src) => settled || showQrCode(src),
      () => fail(new WalletError('RETRY')),
    );
    let resolvedBySocket = false;
    const socket = openSocket(created.payload.refs.websocket_status);
    // The socket tells what happens once it is open; what happened before, the API tells.
    socket.onopen = () => void check(false);
    socket.onmessage = (event) => {
      const message = statusMessageOf(event.data);
      if (!message || resolvedBySocket) return;
      if (message.signed === true) {
        resolvedBySocket = true;
        void check(true);
      } else if (message.signed === false) {
        fail(new WalletError('SIGNING_REJECTED'));
      } else if (message.expired === true) {
        // Signed at the last moment, perhaps: the payload says.
        resolvedBySocket = true;
        void check(true, new WalletError('TX_SIGNING_EXPIRED'));
      }
    };
    socket.onerror = () => resolvedBySocket || fail(new WalletError('WEBSOCKET_FAILED'));
    socket.onclose = () => resolvedBySocket || fail(new WalletError('WEBSOCKET_FAILED'));
    cleanups.push(() => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onclose = null;
      socket.close();
    });
  });
}
