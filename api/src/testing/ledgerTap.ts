// A tap in front of the XRP Ledger stand-in, for tests of API processes: it passes every JSON-RPC
// request on and logs which method asked about which account, when, and whether it was answered.
// While hanging it leaves requests unanswered (a node that stopped answering), as the GitHub
// stand-in's silent outage does; ending the hang drops those held.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TappedCall {
  method: string;
  /** The `account` parameter, when the call names one. */
  account: string | null;
  at: Date;
  /** False while unanswered, and for good once dropped. */
  answered: boolean;
}

export interface LedgerTap {
  /** For XRPL_RPC_URL. */
  url: string;
  /** Every call so far, oldest first. */
  calls(): TappedCall[];
  hang(hanging: boolean): void;
  close(): Promise<void>;
}

export async function startLedgerTap(ledgerUrl: string): Promise<LedgerTap> {
  const calls: TappedCall[] = [];
  const held = new Set<http.ServerResponse>();
  let hanging = false;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const call: TappedCall = { ...namedIn(body), at: new Date(), answered: false };
      calls.push(call);
      if (hanging) {
        held.add(response);
        return;
      }
      fetch(ledgerUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
          call.answered = true;
        })
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => [...calls],
    hang(next) {
      hanging = next;
      if (next) return;
      for (const response of held) response.destroy();
      held.clear();
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function namedIn(body: string): Pick<TappedCall, 'method' | 'account'> {
  try {
    const { method, params } = JSON.parse(body) as {
      method?: unknown;
      params?: [{ account?: unknown }];
    };
    const account = params?.[0]?.account;
    return {
      method: typeof method === 'string' ? method : '',
      account: typeof account === 'string' ? account : null,
    };
  } catch {
    return { method: '', account: null };
  }
}
