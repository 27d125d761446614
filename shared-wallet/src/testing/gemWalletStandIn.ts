// A stand-in for the GemWallet extension: it answers @gemwallet/api's window.postMessage protocol
// as the extension does, signing with a real key through a signing function the test provides;
// transactions it signs and submits to a ledger through a second function (`createLedgerSubmitter`
// in Node: the same key, the XRP Ledger stand-in). What it answers follows the extension's source
// (GemWallet/gemwallet-extension, packages/extension/src):
// - a transaction validated as tesSUCCESS answers its hash; any other result (a tec, or refused)
//   answers an error and no hash (contexts/LedgerContext/chains/XRPL.ts, submit);
// - a bulk is approved or rejected whole; each entry answers `{ id, hash }`, or `{ id, error }`
//   when it failed (LedgerContext.tsx, submitBulkTransactions);
// - a rejected request, and a window closed before the answer (also part-way through a bulk,
//   after some went out), answer no result (background/utils/rejectOnClose.ts);
// - while its window is open for one request, another gets no answer at all
//   (background/index.ts, handleTransactionRequest); `isInstalled` is answered by the content
//   script itself (content/index.ts).
// Written once, self-contained (it may use only its argument and browser globals), so that it
// runs both in jsdom and as a Playwright init script:
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
   * Request types the user rejects (answered without a result), e.g. 'REQUEST_SIGN_MESSAGE/V3';
   * 'REQUEST_SUBMIT_BULK_TRANSACTIONS/V3' rejects a whole bulk.
   */
  decline?: string[];
  /**
   * The user closes the first bulk's window once this many of its transactions went out: they
   * are on the ledger, and the bulk answers no result. Later bulks run to the end.
   */
  closeBulkAfter?: number;
  /** A window left open by another request: nothing but `isInstalled` is answered. */
  windowLeftOpen?: boolean;
  /** What `getNetwork` answers; GemWallet's XRPL Testnet unless given. */
  network?: { chain: string; network: string; websocket: string };
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

  /**
   * Signs, submits and waits for validation (in Node); answers the transaction's hash once it
   * succeeded, and throws the ledger's result (a tec) or refusal as the extension does.
   */
  async function submit(transaction: unknown): Promise<string> {
    const submitter = (
      window as unknown as Record<
        string,
        (transaction: unknown) => Promise<{ hash: string; engineResult: string }>
      >
    )[options.submitter];
    if (typeof submitter !== 'function') {
      throw new Error(`No submitting function ${options.submitter}`);
    }
    const { hash, engineResult } = await submitter(transaction);
    if (engineResult !== 'tesSUCCESS') throw new Error(engineResult);
    return hash;
  }

  /** One bulk entry as GemWallet answers it, by its ID (else its position). */
  async function submitInBulk(key: string, transaction: Record<string, unknown>) {
    const fields = { ...transaction };
    delete fields.ID;
    const id = typeof transaction.ID === 'string' ? transaction.ID : key;
    try {
      return { id, hash: await submit(fields) };
    } catch (error) {
      // The extension's words: JSON.stringify of an Error is "{}".
      return { id, error: `Error while processing the transaction: ${JSON.stringify(error)}` };
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

  /** No result: a rejection, or a window closed before the answer. */
  const NO_RESULT = { result: null };
  let bulksAnswered = 0;

  async function answer(type: string, payload: Record<string, unknown>): Promise<object> {
    if ((options.decline ?? []).includes(type)) return NO_RESULT;
    switch (type) {
      case 'REQUEST_GET_ADDRESS/V3':
        return { result: { address: options.address } };
      case 'REQUEST_GET_PUBLIC_KEY/V3':
        return { result: { address: options.address, publicKey: options.publicKey } };
      case 'REQUEST_GET_NETWORK/V3':
        return {
          result: options.network ?? {
            chain: 'XRPL',
            network: 'Testnet',
            websocket: 'wss://testnet.xrpl-labs.com',
          },
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
        const closeAfter = bulksAnswered === 0 ? options.closeBulkAfter : undefined;
        bulksAnswered += 1;
        const results = [];
        for (const [key, transaction] of transactions) {
          const result = await submitInBulk(key, transaction);
          results.push(result);
          if (results.length === closeAfter) return NO_RESULT;
          if ('error' in result && payload.onError !== 'continue') break;
        }
        return { result: { transactions: results } };
      }
      default:
        return { error: { name: 'Error', message: `The stand-in does not know ${type}` } };
    }
  }

  /** The request whose window is open: until it is answered, no other is. */
  let windowOpen = options.windowLeftOpen === true;

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
    // "messagedId" (sic): the name @gemwallet/api reads.
    const reply = (body: object) =>
      window.postMessage(
        { source: 'GEM_WALLET_MSG_RESPONSE', messagedId: request.messageId, ...body },
        window.location.origin,
      );
    if (type === 'REQUEST_IS_INSTALLED/V3') {
      reply({ isInstalled: true });
      return;
    }
    if (windowOpen) return;
    windowOpen = true;
    void answer(type, request.payload ?? {})
      .catch((error: unknown) => ({
        error: { name: 'Error', message: error instanceof Error ? error.message : String(error) },
      }))
      .then((body) => {
        windowOpen = false;
        reply(body);
      });
  };
  window.addEventListener('message', listener);
  record.uninstall = () => window.removeEventListener('message', listener);
}
