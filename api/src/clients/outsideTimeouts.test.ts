// Every outside client gives up after its connect and answer time-outs: a Xaman or a ledger node
// that takes the connection and never answers costs a call a 502 within them, never a hang.
// (SMTP: the email outbox's tests, where a hanging mail server delays emails, not requests.)
import { randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startTestApi, type TestApi } from '../testing/testApi';

const CONNECT_TIMEOUT_MS = 200;
const ANSWER_TIMEOUT_MS = 300;
/** Both time-outs and room for a busy machine: far below any "hang". */
const PROMPT_MS = CONNECT_TIMEOUT_MS + ANSWER_TIMEOUT_MS + 1500;

const sockets = new Set<Socket>();
const silentServer = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let api: TestApi;

beforeAll(async () => {
  await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
  const address = silentServer.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  const silentUrl = `http://127.0.0.1:${address.port}`;
  api = await startTestApi({
    XAMAN_API_URL: silentUrl,
    XRPL_RPC_URL: silentUrl,
    OUTSIDE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    OUTSIDE_ANSWER_TIMEOUT_MS: String(ANSWER_TIMEOUT_MS),
  });
});

afterAll(async () => {
  await api.close();
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => silentServer.close(resolve));
});

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

it('a silent Xaman: creating a sign-in answers 502 within the time-outs', async () => {
  const { answer, ms } = await timed(() =>
    api.call('POST', '/api/wallets/xaman/createpayload', {
      body: { transaction: { TransactionType: 'SignIn' } },
    }),
  );
  expect(answer).toEqual({
    status: 502,
    body: { message: 'Xaman is not reachable right now; try again in a moment' },
  });
  expect(ms).toBeLessThan(PROMPT_MS);
});

it('a silent ledger node: registering as a voter answers 502 within the time-outs', async () => {
  const wallet = await api.connectWallet('gemwallet');
  const { answer, ms } = await timed(() =>
    api.call('POST', '/api/voters', {
      token: wallet.token,
      body: { transactionHash: randomBytes(32).toString('hex').toUpperCase() },
    }),
  );
  expect(answer).toEqual({
    status: 502,
    body: { message: 'The XRP Ledger node is not reachable right now; try again in a moment' },
  });
  expect(ms).toBeLessThan(PROMPT_MS);
});
