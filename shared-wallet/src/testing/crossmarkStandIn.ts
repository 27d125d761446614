// A stand-in for the Crossmark extension: it marks the page as Crossmark's (`window.xrpl.isCrossmark`)
// and answers @crossmarkio/sdk's window.postMessage protocol, signing with a real key through a
// signing function the test provides; transactions it signs and submits to a ledger through a
// second function (`createLedgerSubmitter` in Node: the same key, the XRP Ledger stand-in) and
// answers with the validated transaction, as the extension does. Self-contained, like the
// GemWallet stand-in, so that it runs both in jsdom and as a Playwright init script:
//   Jest:        window[signer] = async (hex) => wallet.sign(hex);
//                window[submitter] = (transaction) => ledgerSubmitter.submit(transaction);
//                installCrossmarkStandIn(options)
//   Playwright:  page.exposeFunction(signer, (hex) => wallet.sign(hex));
//                page.exposeFunction(submitter, (transaction) => ledgerSubmitter.submit(transaction));
//                page.addInitScript(installCrossmarkStandIn, options)

export interface CrossmarkStandInOptions {
  address: string;
  publicKey: string;
  /** The name of a window function `(hex: string) => Promise<string>` that signs hex bytes. */
  signer: string;
  /** Commands the user declines ('sign', 'sign-and-submit', 'bulk'): answered as rejected. */
  decline?: string[];
  /**
   * The network the extension is on, as it answers it (@crossmarkio/sdk 0.4 `BasicNetwork`):
   * the XRP Ledger testnet unless given.
   */
  network?: { protocol: string; type: string; label: string; wss: string; rpc: string };
  /**
   * The name of a window function `(transaction) => Promise<{ transaction }>` that signs a
   * transaction with the wallet's key, submits it and answers once the ledger validated it, with
   * the `tx` method's result.
   */
  submitter: string;
}

/** What the stand-in received, for assertions: on `window.__crossmarkStandIn`. */
export interface CrossmarkStandInRecord {
  /** Stops answering (removes the stand-in's message listener). */
  uninstall(): void;
  requests: Array<{ command: string; data: unknown }>;
}

export function installCrossmarkStandIn(options: CrossmarkStandInOptions): void {
  const record: CrossmarkStandInRecord = { requests: [], uninstall: () => undefined };
  const page = window as unknown as {
    xrpl?: Record<string, unknown>;
    __crossmarkStandIn: CrossmarkStandInRecord;
  };
  page.__crossmarkStandIn = record;
  page.xrpl = { ...(page.xrpl ?? {}), isCrossmark: true };
  const network = options.network ?? {
    protocol: 'XRPL',
    type: 'testnet',
    label: 'xrp ledger',
    wss: 'wss://s.altnet.rippletest.net:51233',
    rpc: 'https://s.altnet.rippletest.net:51234',
  };
  const user = { id: 'stand-in', username: 'stand-in' };

  function status(signed: boolean, rejected: boolean) {
    return {
      isError: false,
      isRejected: rejected,
      isExpired: false,
      isSigned: signed,
      isPending: false,
      isSuccess: signed,
      isFail: false,
      isVerified: signed,
    };
  }

  let responseId = 0;

  /**
   * Signs, submits and waits for validation (in Node); answers what xrpl.js's `submitAndWait`
   * answers, which the extension passes on as `resp`: `{ id, type, result }`, the `tx` result.
   */
  async function submitted(transaction: unknown) {
    const submitter = (
      window as unknown as Record<
        string,
        (transaction: unknown) => Promise<{ transaction: Record<string, unknown> }>
      >
    )[options.submitter];
    if (typeof submitter !== 'function') {
      throw new Error(`No submitting function ${options.submitter}`);
    }
    const answer = await submitter(transaction);
    responseId += 1;
    return { id: responseId, type: 'response', result: answer.transaction };
  }

  async function sign(hex: string): Promise<string> {
    const signer = (window as unknown as Record<string, (hex: string) => Promise<string>>)[
      options.signer
    ];
    if (typeof signer !== 'function') throw new Error(`No signing function ${options.signer}`);
    return signer(hex);
  }

  async function answer(command: string, data: Record<string, unknown>): Promise<object> {
    const declined = (options.decline ?? []).includes(command);
    switch (command) {
      case 'sign': {
        const tx = (data.tx ?? {}) as { TransactionType?: string };
        if (declined) return { meta: status(false, true) };
        if (tx.TransactionType === 'SignIn') {
          return {
            address: options.address,
            publicKey: options.publicKey,
            signature: await sign(String(data.hex ?? '')),
            network,
            user,
            meta: status(true, false),
          };
        }
        return { txBlob: '', meta: status(true, false) };
      }
      case 'sign-and-submit':
        return declined
          ? { meta: status(false, true) }
          : { meta: status(true, false), resp: await submitted(data.tx) };
      case 'bulk': {
        if (declined) return { meta: status(false, true) };
        const txns: unknown[] = Array.isArray(data.txns) ? data.txns : [];
        const resp = [];
        // One after the other: each takes the account's next Sequence.
        for (const tx of txns) resp.push(await submitted(tx));
        return { meta: status(true, false), resp };
      }
      case 'address':
        return { address: options.address };
      case 'network':
        return { network };
      case 'user':
        return { user };
      case 'isLocked':
        return { isLocked: false };
      case 'version':
        return { version: 'stand-in' };
      default:
        return {};
    }
  }

  const listener = (event: MessageEvent) => {
    if (event.source !== window) return;
    const request = event.data as {
      app?: string;
      type?: string;
      id?: string;
      command?: string;
      data?: Record<string, unknown>;
    } | null;
    if (request?.app !== 'crossmark' || request.type !== 'request') return;
    const command = String(request.command);
    record.requests.push({ command, data: request.data });
    const reply = (data: object) =>
      window.postMessage(
        { request, response: { type: 'response', id: request.id, data } },
        window.location.origin,
      );
    // A submission the ledger refused: the extension reports an error, not a signed result.
    void answer(command, request.data ?? {}).then(reply, (error: unknown) =>
      reply({
        meta: { ...status(false, false), isError: true, isFail: true },
        error: String(error),
      }),
    );
  };
  window.addEventListener('message', listener);
  record.uninstall = () => window.removeEventListener('message', listener);
  // What the extension sends when its user switches networks; an SDK already loaded (an earlier
  // stand-in's) learns this one's network from it.
  window.postMessage(
    { type: 'event', event: 'network-change', data: { network } },
    window.location.origin,
  );
}
