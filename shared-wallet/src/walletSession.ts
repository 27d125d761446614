import {
  browserStorage,
  errorMessageOf,
  isGlowApiError,
  isWalletKind,
  selectToken,
  selectUser,
  signedOut,
  STORAGE_KEYS,
  tokenReplaced,
  type RootState,
  type WalletKind,
} from '@glow/shared-api';
import type { WalletSignIn } from '@glow/contract';
import { assertBulkSize } from './bulkLimit';
import { abortable } from './connectors/abortable';
import {
  loadConnector as loadWalletConnector,
  type BulkOutcome,
  type Connector,
  type ConnectorLoader,
  type OwnershipProof,
  type OwnershipProofRequests,
  type WalletRequestContext,
  type XrplTransaction,
} from './connectors';
import { isMobileViewport } from './device';
import {
  isCancelled,
  isWalletError,
  WALLET_ERRORS,
  WalletError,
  WalletRequestCancelled,
} from './walletErrors';
import { createWalletApiClient, type WalletApiClient, type WalletDispatch } from './walletApi';
import { isAnotherTabWaiting } from './xamanHandoff';
import { keepXamanSecret, xamanSecretOf } from './xamanPayloadSecrets';
import { xamanReturnUrl, type XamanReturn } from './xamanReturn';

export { WALLET_KINDS, type WalletKind } from '@glow/shared-api';

/** A wallet request under way: the header shows it busy, and Xaman's QR code when there is one. */
export interface PendingWalletRequest {
  kind: WalletKind;
  /** `proof`: the wallet signs a challenge proving it holds the address (wallet registration). */
  purpose: 'connect' | 'transaction' | 'proof';
  /** The image to scan with Xaman (on a desktop, or asked for on a phone), once there is one. */
  qrCode: string | null;
  /** Xaman's link to the request (a phone), once there is one: "Open Xaman" opens it. */
  xamanLink: string | null;
}

export interface WalletState {
  address: string | null;
  wallet: WalletKind | null;
  pending: PendingWalletRequest | null;
}

/** How a connection attempt ended. */
export type ConnectResult =
  | { status: 'connected'; address: string; wallet: WalletKind }
  /** The API answered no token: nothing is kept and nothing is shown (not an error). */
  | { status: 'not-confirmed' }
  | { status: 'cancelled' }
  /** `notInstalled`: the wallet's browser extension was not found (its install page helps). */
  | { status: 'failed'; message: string; notInstalled?: true };

/** How handling a Xaman return URL ended. */
export type XamanReturnResult =
  | ConnectResult
  /** Another tab of this browser was waiting for the payload and finishes it. */
  | { status: 'handed-off' }
  | { status: 'signed'; hash: string };

/** The store the shell builds from shared-api's root reducer. */
export interface WalletStore {
  dispatch: WalletDispatch;
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

export interface WalletSessionOptions {
  store: WalletStore;
  storage?: Storage | null;
  loadConnector?: ConnectorLoader;
  isMobile?: () => boolean;
  /** Opens a window on the user's click, for Xaman's link on a phone. */
  openWindow?: () => Window | null;
}

const DISCONNECTED = { address: null, wallet: null } as const;

/** "rPT1Sj…Xyz9": the first 6 and last 4 characters. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** The sentence to show for a failed wallet request. */
export function walletFailureMessage(error: unknown): string {
  if (isWalletError(error)) return error.message;
  if (isGlowApiError(error)) return errorMessageOf(error);
  return WALLET_ERRORS.RETRY;
}

function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  // Xaman's pages need no way back into this one.
  if (opened) opened.opener = null;
  return opened;
}

/**
 * The connected wallet, and the one place that connects, restores and disconnects it and asks it
 * to sign. Its address and kind are kept in local storage under `xrpl-address` and `xrpl-wallet`;
 * the API's session token (`api_token`) is the Redux session's, which may also hold a signed-in
 * user. One instance per page: the shell creates it, everything else reads it with `useWallet()`.
 *
 * A wallet counts as connected only while a token is held: when the session's token goes (logout,
 * a dead session) the wallet is forgotten too.
 */
export class WalletSession {
  private state: WalletState;
  private readonly listeners = new Set<() => void>();
  private readonly store: WalletStore;
  private readonly storage: Storage | null;
  private readonly api: WalletApiClient;
  private readonly loadConnector: ConnectorLoader;
  private readonly isMobile: () => boolean;
  private readonly openWindow: () => Window | null;
  private request: AbortController | null = null;
  /** Counts connects and forgets, so that a late answer about an earlier wallet changes nothing. */
  private walletChanges = 0;
  private readonly returns = new Map<string, Promise<XamanReturnResult>>();
  private readonly connectRequestListeners = new Set<() => void>();

  constructor({
    store,
    storage = browserStorage(),
    loadConnector = loadWalletConnector,
    isMobile = () => isMobileViewport(),
    openWindow = openBlankWindow,
  }: WalletSessionOptions) {
    this.store = store;
    this.storage = storage;
    this.api = createWalletApiClient(store.dispatch);
    this.loadConnector = loadConnector;
    this.isMobile = isMobile;
    this.openWindow = openWindow;
    this.state = { ...(this.storedWallet() ?? DISCONNECTED), pending: null };
    store.subscribe(() => {
      if (this.state.address && !selectToken(store.getState())) this.forget();
    });
  }

  getState = (): WalletState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Asks whoever shows the wallet dialogs (the shell's header) to open "Connect Wallet", e.g.
   * when a page needs a wallet for what the user just clicked. Answers whether anyone listened.
   */
  requestConnect = (): boolean => {
    for (const listener of this.connectRequestListeners) listener();
    return this.connectRequestListeners.size > 0;
  };

  /** For the one that shows the wallet dialogs: called on `requestConnect()`; answers the undo. */
  onConnectRequest = (listener: () => void): (() => void) => {
    this.connectRequestListeners.add(listener);
    return () => {
      this.connectRequestListeners.delete(listener);
    };
  };

  /** Records a wallet the API has confirmed. */
  connected(address: string, wallet: WalletKind) {
    this.walletChanges += 1;
    this.storage?.setItem(STORAGE_KEYS.xrplAddress, address);
    this.storage?.setItem(STORAGE_KEYS.xrplWallet, wallet);
    this.setState({ ...this.state, address, wallet });
  }

  /** Forgets the address and the wallet kind, in memory and in local storage (not on the API). */
  forget = () => {
    this.walletChanges += 1;
    this.storage?.removeItem(STORAGE_KEYS.xrplAddress);
    this.storage?.removeItem(STORAGE_KEYS.xrplWallet);
    if (this.state.address || this.state.wallet) this.setState({ ...this.state, ...DISCONNECTED });
  };

  /**
   * Connects a wallet: the wallet proves the address, the API answers a new
   * session token (keeping a signed-in user), then the address and kind are kept.
   */
  connect = async (kind: WalletKind): Promise<ConnectResult> => {
    if (!isWalletKind(kind))
      return { status: 'failed', message: WALLET_ERRORS.INVALID_WALLET_TYPE };
    try {
      const signIn = await this.run(kind, 'connect', (connector, context) =>
        connector.signIn(context),
      );
      return this.accept(signIn);
    } catch (error) {
      return this.failure(error);
    }
  };

  /** Gives up the request under way; its wallet's late answer is ignored. */
  cancel = () => {
    const request = this.request;
    if (!request) return;
    this.request = null;
    request.abort();
    this.setPending(null);
  };

  /**
   * Disconnects: the address and kind are forgotten at once; the API forgets the wallet (a
   * failure is ignored); a token that held only the wallet is dropped, a signed-in user's stays.
   */
  disconnect = async (): Promise<void> => {
    this.cancel();
    const hadWallet = this.state.address !== null;
    const token = selectToken(this.store.getState());
    this.forget();
    if (!hadWallet || !token) return;
    try {
      await this.api.disconnectWallet();
    } catch {
      // The API forgets the wallet with its session anyway.
    }
    const session = this.store.getState().session;
    if (!session.user && session.token === token) this.store.dispatch(signedOut());
  };

  /**
   * On load: a wallet stored by an earlier visit stays connected only if the API confirms the
   * same address for the stored token. Any other answer disconnects it here (and drops a token
   * that held only the wallet); no answer at all keeps it until the next load.
   *
   * Another tab may be connecting a wallet right now, writing the keys one by one: an address
   * stored with a token but without a readable kind is not erased, the API's answer completes it.
   */
  restore = async (): Promise<void> => {
    const address = this.storage?.getItem(STORAGE_KEYS.xrplAddress);
    if (!address) return;
    const token = selectToken(this.store.getState());
    // An address kept without the token it was connected with is left over from a dead session.
    if (!token) {
      this.forget();
      return;
    }
    // A page hydrated signed out learns of the stored session only now.
    const stored = this.storedWallet();
    if (stored && !this.state.address) this.setState({ ...this.state, ...stored });
    const changes = this.walletChanges;
    const stillCurrent = () =>
      selectToken(this.store.getState()) === token && this.walletChanges === changes;
    try {
      const session = await this.api.walletSession();
      if (!stillCurrent()) return;
      if (session.address === address) {
        if (session.wallet !== this.state.wallet) this.connected(address, session.wallet);
        return;
      }
    } catch (error) {
      if (!stillCurrent() || (isGlowApiError(error) && error.status === 0)) return;
    }
    this.forget();
    if (!selectUser(this.store.getState())) this.store.dispatch(signedOut());
  };

  /**
   * The API says the session holds no wallet (it expired or was ended elsewhere): forget it here
   * too, drop a token that held only the wallet, and offer to connect again.
   */
  walletSessionEnded = () => {
    if (!this.state.address) return;
    this.cancel();
    this.forget();
    if (!selectUser(this.store.getState())) this.store.dispatch(signedOut());
    this.requestConnect();
  };

  /**
   * Has the connected wallet prove it holds the connected address, for the contributor's wallet
   * registration. `requests` ask the API for what to sign (a registration challenge,
   * or Xaman's payload); the answer is the signed proof for the page to send to the API. Throws
   * like `signAndSubmit`: a WalletError, the API's error, or WalletRequestCancelled.
   */
  proveOwnership = async (requests: OwnershipProofRequests): Promise<OwnershipProof> => {
    const { address, wallet } = this.connectedWallet();
    return this.run(wallet, 'proof', (connector, context) =>
      connector.proveOwnership(address, requests, context),
    );
  };

  /**
   * Refuses (WRONG_NETWORK) a connected wallet on another ledger network than Glow's, asking it
   * nothing else: for a page to check before it prepares what the wallet will sign.
   */
  checkNetwork = async (): Promise<void> => {
    const kind = this.connectedKind();
    // No window for Xaman: the user's click must still open the one the signing needs.
    await this.run(kind, 'transaction', (connector, context) => connector.checkNetwork(context), {
      opensXaman: false,
    });
  };

  /** Signs and submits a transaction with the connected wallet; answers its hash. */
  signAndSubmit = async (transaction: XrplTransaction): Promise<string> => {
    const kind = this.connectedKind();
    return this.run(kind, 'transaction', (connector, context) =>
      connector.signAndSubmit(transaction, context),
    );
  };

  /**
   * Signs and submits 1 to 50 transactions with the connected wallet (GemWallet asks once for
   * all, Crossmark once, Xaman one by one); answers one outcome per transaction, in order: its
   * hash, the wallet's error, or not attempted. Throws, without asking the wallet, for 0 or more
   * than 50 (INVALID_BULK_SIZE) and without a wallet; throws when cancelled or when the wallet
   * could not be asked at all.
   */
  submitBulk = async (transactions: XrplTransaction[]): Promise<BulkOutcome[]> => {
    const kind = this.connectedKind();
    assertBulkSize(transactions);
    return this.run(kind, 'transaction', (connector, context) =>
      connector.submitBulk(transactions, context),
    );
  };

  /**
   * Finishes a payload the user answered in Xaman, when Xaman's return URL opens the app. Each
   * payload is handled once per page, not at all when another tab is waiting for it, and only
   * when this browser created it (its secret is kept here): a link to someone else's payload
   * connects nothing.
   */
  completeXamanReturn = (xamanReturn: XamanReturn): Promise<XamanReturnResult> => {
    const known = this.returns.get(xamanReturn.payloadId);
    if (known) return known;
    const result = this.finishXamanReturn(xamanReturn);
    this.returns.set(xamanReturn.payloadId, result);
    return result;
  };

  private async finishXamanReturn({ payloadId, journey }: XamanReturn): Promise<XamanReturnResult> {
    if (await isAnotherTabWaiting(payloadId)) return { status: 'handed-off' };
    const secret = xamanSecretOf(this.storage, payloadId);
    if (!secret) return { status: 'failed', message: WALLET_ERRORS.XAMAN_OTHER_BROWSER };
    const showBusy = !this.request;
    if (showBusy)
      this.setPending({ kind: 'xaman', purpose: journey, qrCode: null, xamanLink: null });
    try {
      const xaman = await this.loadConnector('xaman');
      const outcome = await xaman.resume({ payloadId, secret }, journey, this.api);
      if (outcome.journey === 'connect') return this.accept(outcome.signIn);
      return { status: 'signed', hash: outcome.hash };
    } catch (error) {
      return this.failure(error);
    } finally {
      if (showBusy && !this.request) this.setPending(null);
    }
  }

  /** The wallet stored by an earlier visit, if the store holds the token it was connected with. */
  private storedWallet(): { address: string; wallet: WalletKind } | null {
    const address = this.storage?.getItem(STORAGE_KEYS.xrplAddress) ?? null;
    const wallet = this.storage?.getItem(STORAGE_KEYS.xrplWallet) ?? null;
    const connected = address && isWalletKind(wallet) && selectToken(this.store.getState());
    return connected ? { address, wallet } : null;
  }

  private connectedWallet(): { address: string; wallet: WalletKind } {
    const { address, wallet } = this.state;
    if (!address || !wallet) throw new WalletError('WALLET_DISCONNECTED');
    return { address, wallet };
  }

  private connectedKind(): WalletKind {
    return this.connectedWallet().wallet;
  }

  /**
   * Runs one wallet request: the only one under way, cancellable, shown as pending. On a phone a
   * Xaman request opens a window for Xaman's link unless `opensXaman` is false.
   */
  private async run<T>(
    kind: WalletKind,
    purpose: PendingWalletRequest['purpose'],
    work: (connector: Connector, context: WalletRequestContext) => Promise<T>,
    { opensXaman = true }: { opensXaman?: boolean } = {},
  ): Promise<T> {
    this.cancel();
    const request = new AbortController();
    this.request = request;
    const mobile = this.isMobile();
    // Opened now, while the user's click still allows it; Xaman's link goes into it later.
    const popup = kind === 'xaman' && mobile && opensXaman ? this.openWindow() : null;
    this.setPending({ kind, purpose, qrCode: null, xamanLink: null });
    try {
      const connector = await abortable(this.loadConnector(kind), request.signal);
      const context: WalletRequestContext = {
        api: this.api,
        signal: request.signal,
        mobile,
        popup,
        returnUrl: (journey) => xamanReturnUrl(journey),
        keepXamanSecret: (payloadId, secret) => keepXamanSecret(this.storage, payloadId, secret),
        showQrCode: (qrCode) => {
          if (this.request === request && this.state.pending) {
            this.setPending({ ...this.state.pending, qrCode });
          }
        },
        showXamanLink: (xamanLink) => {
          if (this.request === request && this.state.pending) {
            this.setPending({ ...this.state.pending, xamanLink });
          }
        },
      };
      return await abortable(work(connector, context), request.signal);
    } catch (error) {
      // Whatever the wallet answers after a cancel, the request ended as cancelled.
      throw request.signal.aborted ? new WalletRequestCancelled() : error;
    } finally {
      if (popup && !popup.closed) popup.close();
      if (this.request === request) {
        this.request = null;
        this.setPending(null);
      }
    }
  }

  private accept(signIn: WalletSignIn | null): ConnectResult {
    if (!signIn?.token || !signIn.address || !isWalletKind(signIn.wallet)) {
      return { status: 'not-confirmed' };
    }
    this.store.dispatch(tokenReplaced(signIn.token));
    this.connected(signIn.address, signIn.wallet);
    return { status: 'connected', address: signIn.address, wallet: signIn.wallet };
  }

  private failure(error: unknown): ConnectResult {
    if (isCancelled(error)) return { status: 'cancelled' };
    if (!isWalletError(error) && !isGlowApiError(error)) console.error(error);
    const notInstalled =
      isWalletError(error) &&
      (error.code === 'GEMWALLET_NOT_INSTALLED' || error.code === 'CROSSMARK_NOT_INSTALLED');
    return {
      status: 'failed',
      message: walletFailureMessage(error),
      ...(notInstalled ? { notInstalled: true as const } : {}),
    };
  }

  private setPending(pending: PendingWalletRequest | null) {
    this.setState({ ...this.state, pending });
  }

  private setState(next: WalletState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
