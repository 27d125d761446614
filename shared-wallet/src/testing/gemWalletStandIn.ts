// A stand-in for the GemWallet extension: it answers @gemwallet/api's window.postMessage protocol
// as the extension's content script does, signing with a real key through a signing function
// the test provides; transactions it signs and submits to a ledger through a second function
// (`createLedgerSubmitter` in Node: the same key, the XRP Ledger stand-in) and answers their real
// hash. Written once, self-contained (it may use only its argument and browser globals), so that
// it runs both in jsdom and as a Playwright init script:
//   Jest:        window[signer] = async (hex) => wallet.sign(hex);
//                window[submitter] = (transaction) => ledgerSubmitter.submit(transaction);
//                installGemWalletStandIn(options)
//   Playwright:  page.exposeFunction(signer, (hex) => wallet.sign(hex));
//                page.exposeFunction(submitter, (transaction) => ledgerSubmitter.submit(transaction));
//                page.addInitScript(installGemWalletStandIn, options)

export interface GemWalletStandInOptions {
  address: string;
  publicKey: string;
  /** The name of a window function `(hex: string) => Promise<string>` that signs hex bytes. */
  signer: string;
  /**
   * Request types the user declines (answered without a result), e.g. 'REQUEST_SIGN_MESSAGE/V3';
   * 'REQUEST_SUBMIT_BULK_TRANSACTIONS/V3' declines a whole bulk.
   */
  decline?: string[];
  /**
   * Positions (from 0) of a bulk's transactions the user declines one by one: they are answered
   * `{ id, accepted: false, error: 'Transaction rejected' }` and not submitted.
   */
  declineBulkIndexes?: number[];
  /** Holds every submit request's answer back this long (to catch a page while it waits). */
  submitDelayMs?: number;
  /**
   * The name of a window function `(transaction) => Promise<{ hash }>` that signs a transaction
   * with the wallet's key, submits it and answers once the ledger validated it.
   */
  submitter: string;
}

/** What the stand-in received, for assertions: on `window.__gemWalletStandIn`. */
export interface GemWalletStandInRecord {
  /** Stops answering (removes the stand-in's message listener). */
  uninstall(): void;
  requests: Array<{ type: string; payload: unknown }>;
}

export function installGemWalletStandIn(options: GemWalletStandInOptions): void {
  const record: GemWalletStandInRecord = { requests: [], uninstall: () => undefined };
  (window as unknown as { __gemWalletStandIn: GemWalletStandInRecord }).__gemWalletStandIn = record;

  async function sign(hex: string): Promise<string> {
    const signer = (window as unknown as Record<string, (hex: string) => Promise<string>>)[
      options.signer
    ];
    if (typeof signer !== 'function') throw new Error(`No signing function ${options.signer}`);
    return signer(hex);
  }

  /** Signs, submits and waits for validation (in Node); answers the transaction's hash. */
  async function submit(transaction: unknown): Promise<string> {
    const submitter = (
      window as unknown as Record<string, (transaction: unknown) => Promise<{ hash: string }>>
    )[options.submitter];
    if (typeof submitter !== 'function') {
      throw new Error(`No submitting function ${options.submitter}`);
    }
    return (await submitter(transaction)).hash;
  }

  /** One bulk entry as GemWallet answers it: its ID (else its position), accepted or not. */
  async function submitInBulk(key: string, transaction: Record<string, unknown>) {
    const fields = { ...transaction };
    delete fields.ID;
    const id = typeof transaction.ID === 'string' ? transaction.ID : key;
    if ((options.declineBulkIndexes ?? []).includes(Number(key))) {
      return { id, accepted: false, error: 'Transaction rejected' };
    }
    try {
      return { id, accepted: true, hash: await submit(fields) };
    } catch (error) {
      return { id, accepted: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function heldBack(): Promise<void> {
    if (options.submitDelayMs) {
      await new Promise((resolve) => setTimeout(resolve, options.submitDelayMs));
    }
  }

  function hexOf(text: string): string {
    return Array.from(new TextEncoder().encode(text))
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
  }

  async function answer(type: string, payload: Record<string, unknown>): Promise<object> {
    if ((options.decline ?? []).includes(type)) return { result: undefined };
    switch (type) {
      case 'REQUEST_IS_INSTALLED/V3':
        return { isInstalled: true };
      case 'REQUEST_GET_ADDRESS/V3':
        return { result: { address: options.address } };
      case 'REQUEST_GET_PUBLIC_KEY/V3':
        return { result: { address: options.address, publicKey: options.publicKey } };
      case 'REQUEST_GET_NETWORK/V3':
        return {
          result: { chain: 'XRPL', network: 'Testnet', websocket: 'wss://testnet.xrpl-labs.com' },
        };
      case 'REQUEST_SIGN_MESSAGE/V3': {
        // GemWallet signs the UTF-8 bytes of the message, or the message itself when it is hex.
        const message = String(payload.message ?? '');
        const hex = payload.isHex ? message.toUpperCase() : hexOf(message);
        return { result: { signedMessage: await sign(hex) } };
      }
      case 'REQUEST_SUBMIT_TRANSACTION/V3':
        // The extension submits and waits for the validated result before it answers.
        await heldBack();
        return { result: { hash: await submit(payload.transaction) } };
      case 'REQUEST_SUBMIT_BULK_TRANSACTIONS/V3': {
        // Sent as an object keyed by index; submitted in that order (each its Sequence). With
        // onError 'abort' (GemWallet's default) the first failure ends the bulk: the rest are
        // neither submitted nor answered.
        await heldBack();
        const transactions = Object.entries(
          (payload.transactions ?? {}) as Record<string, Record<string, unknown>>,
        ).sort(([first], [second]) => Number(first) - Number(second));
        const results = [];
        for (const [key, transaction] of transactions) {
          const result = await submitInBulk(key, transaction);
          results.push(result);
          if (!result.accepted && payload.onError !== 'continue') break;
        }
        return { result: { transactions: results } };
      }
      default:
        return { error: { name: 'Error', message: `The stand-in does not know ${type}` } };
    }
  }

  const listener = (event: MessageEvent) => {
    if (event.source !== window) return;
    const request = event.data as {
      source?: string;
      app?: string;
      messageId?: number;
      type?: string;
      payload?: Record<string, unknown>;
    } | null;
    if (request?.source !== 'GEM_WALLET_MSG_REQUEST' || request.app !== 'gem-wallet') return;
    const type = String(request.type);
    record.requests.push({ type, payload: request.payload });
    void answer(type, request.payload ?? {}).then(
      (reply) =>
        window.postMessage(
          // "messagedId" (sic): the name @gemwallet/api reads.
          { source: 'GEM_WALLET_MSG_RESPONSE', messagedId: request.messageId, ...reply },
          window.location.origin,
        ),
      (error: unknown) =>
        window.postMessage(
          {
            source: 'GEM_WALLET_MSG_RESPONSE',
            messagedId: request.messageId,
            error: { name: 'Error', message: String(error) },
          },
          window.location.origin,
        ),
    );
  };
  window.addEventListener('message', listener);
  record.uninstall = () => window.removeEventListener('message', listener);
}
