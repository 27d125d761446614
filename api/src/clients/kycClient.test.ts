// The KYC provider client against the KYC stand-in: what it reads, and that every failure of the
// provider (down, unreachable, silent, a wrong key, an answer it cannot use) is
// KycProviderUnavailable, which the routes answer 502.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestKyc, type TestKyc } from '../testing/testKyc';
import { createKycClient, KycProviderUnavailable } from './kycClient';

const CREDENTIALS = { apiKey: 'test-kyc-key', webhookSecret: 'test-kyc-webhook-secret' };
const TIMEOUTS = { connectMs: 100, answerMs: 200 };
const REQUEST = { reference: 'application-7', returnUrl: 'http://localhost:8080/contributor' };

let kyc: TestKyc;

beforeEach(async () => {
  kyc = await startTestKyc(CREDENTIALS);
});

afterEach(() => kyc.close());

const clientOf = (apiUrl: string, apiKey = CREDENTIALS.apiKey) =>
  createKycClient({ apiUrl, apiKey, webhookSecret: CREDENTIALS.webhookSecret }, TIMEOUTS);

/** A server answering every request with `answer` (or never, for 'silent'). */
async function fakeProvider(answer: { status: number; body: string } | 'silent') {
  const server: Server = createServer((_request, response) => {
    if (answer === 'silent') return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function failure(call: Promise<unknown>): Promise<KycProviderUnavailable> {
  try {
    await call;
  } catch (error) {
    if (error instanceof KycProviderUnavailable) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}

it('creates a verification with the page to send the person to, and reads it', async () => {
  const client = clientOf(kyc.url);
  const created = await client.createVerification(REQUEST);
  expect(created).toEqual({
    id: expect.stringMatching(/^ver_[0-9a-f]+$/),
    status: 'pending',
    redirectUrl: `${kyc.url}/verify/${created.id}`,
  });
  kyc.decide(created.id, 'approved');
  expect(await client.readVerification(created.id)).toEqual({ ...created, status: 'approved' });
  expect(await client.readVerification('ver_unknown')).toBeNull();
});

it('fails with the reason when the provider is down or refuses the key', async () => {
  await kyc.down(true);
  expect((await failure(clientOf(kyc.url).createVerification(REQUEST))).message).toBe(
    'The KYC provider answered 503 to a new verification',
  );
  await kyc.down(false);
  expect((await failure(clientOf(kyc.url, 'wrong-key').readVerification('ver_x'))).message).toBe(
    'The KYC provider answered 401 to a read',
  );
});

it('fails when the provider cannot be reached or does not answer in time', async () => {
  const closed = await fakeProvider({ status: 200, body: '{}' });
  await closed.close();
  expect((await failure(clientOf(closed.url).createVerification(REQUEST))).message).toMatch(
    /^The KYC provider could not be reached: /,
  );

  const silent = await fakeProvider('silent');
  try {
    const started = Date.now();
    await failure(clientOf(silent.url).createVerification(REQUEST));
    expect(Date.now() - started).toBeLessThan(2000);
  } finally {
    await silent.close();
  }
});

it.each([
  ['not JSON', 'ok'],
  ['without a page', '{"id":"ver_1","status":"pending"}'],
  ['with an unknown status', '{"id":"ver_1","status":"lost","redirectUrl":"http://kyc.test/v"}'],
])('fails on an answer it cannot use: %s', async (_, body) => {
  const provider = await fakeProvider({ status: 201, body });
  try {
    expect((await failure(clientOf(provider.url).createVerification(REQUEST))).message).toBe(
      'The KYC provider answered 201 without a verification',
    );
  } finally {
    await provider.close();
  }
});
