// The KYC provider stand-in as the API and a browser use it: its API, the verification page, the
// signed webhook with its retries, and the controls. The webhook goes to a real HTTP receiver
// here, which answers what each test tells it to.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { boundPort, listen } from '../listen';
import { DEFAULT_KYC_API_KEY, DEFAULT_KYC_WEBHOOK_SECRET } from './kycDefaults';
import { kycOptionsFromEnv } from './kycOptionsFromEnv';
import { startKycSimulator, type KycSimulator } from './startKycSimulator';

const RETURN_URL = 'http://localhost:8080/contributor/applications';
const RETRY_BASE_MS = 20;

interface ReceivedWebhook {
  body: string;
  timestamp: string;
  signature: string;
  contentType: string;
  receivedAt: number;
}

/** An HTTP server playing the API's webhook: answers the queued statuses (then 200), or none. */
async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: Array<number | 'silent'> = [];
  const silent = new Set<ServerResponse>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        timestamp: String(request.headers['glow-kyc-timestamp']),
        signature: String(request.headers['glow-kyc-signature']),
        contentType: String(request.headers['content-type']),
        receivedAt: Date.now(),
      });
      const answer = answers.shift() ?? 200;
      if (answer === 'silent') {
        silent.add(response);
        return;
      }
      response.writeHead(answer, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: answer < 300 ? 'event applied' : 'no' }));
    });
  });
  await listen(server, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${boundPort(server)}/api/kyc/webhook`,
    received,
    answer: (...statuses: Array<number | 'silent'>) => answers.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of silent) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let receiver: Receiver;
let kyc: KycSimulator;
let running: KycSimulator | undefined;
const log = jest.fn<void, [string]>();

async function start(options: { attempts?: number; timeoutMs?: number; webhookUrl?: string } = {}) {
  await running?.close();
  kyc = running = await startKycSimulator({
    port: 0,
    webhookUrl: options.webhookUrl ?? receiver.url,
    webhookAttempts: options.attempts ?? 5,
    retryBaseMs: RETRY_BASE_MS,
    webhookTimeoutMs: options.timeoutMs ?? 1000,
    log,
  });
}

beforeEach(async () => {
  log.mockClear();
  receiver = await startReceiver();
  await start();
});

afterEach(async () => {
  await running?.close();
  running = undefined;
  await receiver.close();
});

async function api(method: string, path: string, body?: unknown, key = DEFAULT_KYC_API_KEY) {
  const response = await fetch(`${kyc.url}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${kyc.url}/__simulator/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function createVerification(reference = 'application-7') {
  const { status, body } = await api('POST', '/v1/verifications', {
    reference,
    returnUrl: RETURN_URL,
  });
  expect(status).toBe(201);
  return body as { id: string; redirectUrl: string; status: string };
}

/** Posts the page's form as a browser does (no redirect followed). */
function pressButton(id: string, decision: string, reason = '') {
  return fetch(`${kyc.url}/verify/${id}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, reason }).toString(),
    redirect: 'manual',
  });
}

function isSignedWithTheSecret({ body, timestamp, signature }: ReceivedWebhook): boolean {
  const expected = createHmac('sha256', DEFAULT_KYC_WEBHOOK_SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return signature === `v1=${expected}`;
}

describe('KYC stand-in: the API the Glow API calls', () => {
  it('creates a pending verification with the page to send the person to, and reads it', async () => {
    const created = await createVerification();
    expect(created).toMatchObject({
      id: expect.stringMatching(/^ver_[0-9a-f]{24}$/),
      status: 'pending',
      reference: 'application-7',
      redirectUrl: `${kyc.publicUrl}/verify/${created.id}`,
      decidedAt: null,
    });
    expect(await api('GET', `/v1/verifications/${created.id}`)).toEqual({
      status: 200,
      body: expect.objectContaining({ id: created.id, status: 'pending' }),
    });
  });

  it('answers 401 without the key or with another, and 404 for an unknown verification', async () => {
    for (const key of ['', 'another-key']) {
      expect(
        await api('POST', '/v1/verifications', { reference: 'a', returnUrl: RETURN_URL }, key),
      ).toEqual({
        status: 401,
        body: { message: 'Authorization: Bearer <KYC_API_KEY> is missing or wrong' },
      });
    }
    expect(await api('GET', '/v1/verifications/ver_nope')).toEqual({
      status: 404,
      body: { message: 'No verification ver_nope' },
    });
  });

  it.each([
    [{ returnUrl: RETURN_URL }, 'reference must be a text of 1 to 200 characters'],
    [
      { reference: 'x'.repeat(201), returnUrl: RETURN_URL },
      'reference must be a text of 1 to 200 characters',
    ],
    [
      { reference: 'a', returnUrl: 'javascript:alert(1)' },
      'returnUrl must be an http or https URL',
    ],
    [{ reference: 'a' }, 'returnUrl must be an http or https URL'],
  ])('names what is wrong in a creation: %j', async (body, message) => {
    expect(await api('POST', '/v1/verifications', body)).toEqual({
      status: 400,
      body: { message },
    });
  });

  it('answers 503 while taken down by the control, and works again after', async () => {
    expect(await control('POST', 'down', { down: true })).toEqual({
      status: 200,
      body: { down: true },
    });
    expect(
      (await api('POST', '/v1/verifications', { reference: 'a', returnUrl: RETURN_URL })).status,
    ).toBe(503);
    await control('POST', 'down', { down: false });
    await createVerification();
  });
});

describe('KYC stand-in: the verification page', () => {
  it('shows the reference (escaped) with Approve and Reject buttons in a form, no script', async () => {
    const { id, redirectUrl } = await createVerification('<script>alert(1)</script>');
    const response = await fetch(redirectUrl);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<title>Glow KYC stand-in</title>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<form method="post" action="/verify/${id}/decision">`);
    expect(html).toMatch(/<button[^>]*name="decision" value="approved">Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*name="decision" value="rejected">Reject<\/button>/);
  });

  it('Approve sends the browser back to Glow (303) and the signed event to the webhook', async () => {
    const { id } = await createVerification();
    const answer = await pressButton(id, 'approved');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(RETURN_URL);
    await kyc.deliveriesSettled();

    expect(receiver.received).toHaveLength(1);
    const [webhook] = receiver.received;
    expect(isSignedWithTheSecret(webhook!)).toBe(true);
    expect(webhook!.contentType).toBe('application/json');
    expect(Math.abs(Number(webhook!.timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(JSON.parse(webhook!.body)).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'verification.approved',
      createdAt: expect.any(String),
      data: { verificationId: id, status: 'approved', reference: 'application-7' },
    });
    expect((await api('GET', `/v1/verifications/${id}`)).body).toMatchObject({
      status: 'approved',
      decidedAt: JSON.parse(webhook!.body).createdAt,
    });
    const page = await (await fetch(`${kyc.url}/verify/${id}`)).text();
    expect(page).toContain('Approved');
    expect(page).not.toContain('<form');
  });

  it('Reject sends the rejection with its reason; a second decision is refused (409)', async () => {
    const { id } = await createVerification();
    expect((await pressButton(id, 'rejected', 'document expired')).status).toBe(303);
    await kyc.deliveriesSettled();
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'verification.rejected',
      data: { verificationId: id, status: 'rejected', reason: 'document expired' },
    });

    const again = await pressButton(id, 'approved');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`Verification ${id} is rejected already`);
    await kyc.deliveriesSettled();
    expect(receiver.received).toHaveLength(1);
  });

  it('answers 400 to a form without a decision and 404 for an unknown verification', async () => {
    const { id } = await createVerification();
    const none = await pressButton(id, 'maybe');
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Choose Approve or Reject.');
    expect((await fetch(`${kyc.url}/verify/ver_nope`)).status).toBe(404);
    expect((await pressButton('ver_nope', 'approved')).status).toBe(404);
  });

  it('lists the verifications and webhook tries on its front page', async () => {
    const { id } = await createVerification();
    await pressButton(id, 'approved');
    await kyc.deliveriesSettled();
    const html = await (await fetch(`${kyc.url}/`)).text();
    expect(html).toContain(`<a href="/verify/${id}">${id}</a>`);
    expect(html).toMatch(/verification\.approved evt_[0-9a-f]+ · try 1 · 200/);
  });
});

describe('KYC stand-in: webhook retries', () => {
  it('retries a 5xx with a doubling wait, re-signing each try with the same event id', async () => {
    receiver.answer(500, 503);
    const { id } = await createVerification();
    kyc.decide(id, 'approved');
    await kyc.deliveriesSettled();

    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.every(isSignedWithTheSecret)).toBe(true);
    expect(new Set(receiver.received.map((webhook) => webhook.body)).size).toBe(1);
    const [first, second, third] = receiver.received.map((webhook) => webhook.receivedAt);
    expect(second! - first!).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(third! - second!).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
    expect(kyc.deliveries.map(({ attempt, status }) => ({ attempt, status }))).toEqual([
      { attempt: 1, status: 500 },
      { attempt: 2, status: 503 },
      { attempt: 3, status: 200 },
    ]);
  });

  it('retries a 408 and a 429, and stops at another 4xx (the API said no)', async () => {
    receiver.answer(408, 429, 401);
    const { id } = await createVerification();
    kyc.decide(id, 'approved');
    await kyc.deliveriesSettled();
    expect(kyc.deliveries.map(({ status }) => status)).toEqual([408, 429, 401]);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/refused event evt_\w+ \(401\); not retried/),
    );
  });

  it('retries a webhook that does not answer in time', async () => {
    await start({ timeoutMs: 100 });
    receiver.answer('silent');
    const { id } = await createVerification();
    kyc.decide(id, 'approved');
    await kyc.deliveriesSettled();
    expect(kyc.deliveries.map(({ status, failure }) => ({ status, failure }))).toEqual([
      { status: null, failure: 'no answer in time' },
      { status: 200, failure: null },
    ]);
  });

  it('gives up after the last try, and says so', async () => {
    await start({ attempts: 3 });
    receiver.answer(500, 500, 500, 500);
    const { id } = await createVerification();
    kyc.decide(id, 'approved');
    await kyc.deliveriesSettled();
    expect(receiver.received).toHaveLength(3);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/gave up on event evt_\w+ after 3 tries \(500\)/),
    );
  });

  it('counts an unreachable webhook as a failed try, with the reason', async () => {
    const closed = await startReceiver();
    await closed.close();
    await start({ attempts: 2, webhookUrl: closed.url });
    const { id } = await createVerification();
    kyc.decide(id, 'approved');
    await kyc.deliveriesSettled();
    expect(kyc.deliveries).toHaveLength(2);
    expect(kyc.deliveries[0]).toMatchObject({
      status: null,
      failure: expect.stringContaining('fetch failed'),
    });
  });
});

describe('KYC stand-in: controls', () => {
  it('decides a verification without the page, and refuses a second decision', async () => {
    const { id } = await createVerification();
    expect(
      await control('POST', `verifications/${id}/decision`, {
        status: 'rejected',
        reason: 'blurry',
      }),
    ).toEqual({
      status: 200,
      body: expect.objectContaining({ id, status: 'rejected', reason: 'blurry' }),
    });
    expect(await control('POST', `verifications/${id}/decision`, { status: 'approved' })).toEqual({
      status: 409,
      body: { message: `Verification ${id} is rejected already` },
    });
    expect(
      (await control('POST', 'verifications/ver_nope/decision', { status: 'approved' })).status,
    ).toBe(404);
    expect(await control('POST', `verifications/${id}/decision`, { status: 'pending' })).toEqual({
      status: 400,
      body: { message: 'The body must be { status: "approved" | "rejected", reason? }' },
    });
  });

  it('loses the next n tries (never sent), so the retries deliver', async () => {
    expect(await control('POST', 'webhook/fail-next', { count: 2 })).toEqual({
      status: 200,
      body: { failNext: 2 },
    });
    const { id } = await createVerification();
    kyc.decide(id, 'approved');
    await kyc.deliveriesSettled();
    expect(receiver.received).toHaveLength(1);
    const { body } = await control('GET', 'deliveries');
    expect(body).toEqual([
      expect.objectContaining({
        attempt: 1,
        status: null,
        failure: 'lost (the fail-next control)',
      }),
      expect.objectContaining({
        attempt: 2,
        status: null,
        failure: 'lost (the fail-next control)',
      }),
      expect.objectContaining({ attempt: 3, status: 200, failure: null, verificationId: id }),
    ]);
  });

  it('delivers the next event twice, with the same event id', async () => {
    expect((await control('POST', 'webhook/duplicate-next')).status).toBe(200);
    const first = await createVerification('application-1');
    const second = await createVerification('application-2');
    kyc.decide(first.id, 'approved');
    kyc.decide(second.id, 'approved');
    await kyc.deliveriesSettled();
    const ids = receiver.received.map((webhook) => JSON.parse(webhook.body).id as string);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(2);
  });

  it('starts over on reset: no verification, no tries, not down', async () => {
    const { id } = await createVerification();
    kyc.decide(id, 'approved');
    await kyc.deliveriesSettled();
    await control('POST', 'down', { down: true });
    expect(await control('POST', 'reset')).toEqual({ status: 200, body: { verifications: 0 } });
    expect((await control('GET', 'verifications')).body).toEqual([]);
    expect((await control('GET', 'deliveries')).body).toEqual([]);
    await createVerification();
  });

  it('names a wrong control body and an unknown control', async () => {
    expect(await control('POST', 'webhook/fail-next', { count: -1 })).toEqual({
      status: 400,
      body: { message: 'The body must be { count } with a whole number from 0' },
    });
    expect(await control('POST', 'down', {})).toEqual({
      status: 400,
      body: { message: 'The body must be { down: true | false }' },
    });
    expect((await control('POST', 'nothing')).status).toBe(404);
    expect((await control('GET', 'reset')).status).toBe(405);
  });
});

describe('kycOptionsFromEnv', () => {
  it('uses the development defaults', () => {
    expect(kycOptionsFromEnv({})).toEqual({
      port: 8030,
      publicUrl: undefined,
      apiKey: 'glow-dev-kyc-key',
      webhookSecret: 'glow-dev-kyc-webhook-secret',
      webhookUrl: 'http://127.0.0.1:8082/api/kyc/webhook',
      webhookAttempts: 5,
      retryBaseMs: 1000,
    });
  });

  it('reads KYC_* and names a wrong number', () => {
    expect(
      kycOptionsFromEnv({
        KYC_PORT: '9030',
        KYC_PUBLIC_URL: 'http://kyc.local',
        KYC_API_KEY: 'key',
        KYC_WEBHOOK_SECRET: 'secret',
        KYC_WEBHOOK_URL: 'http://api.local/api/kyc/webhook',
        KYC_WEBHOOK_ATTEMPTS: '2',
        KYC_RETRY_BASE_MS: '20',
      }),
    ).toEqual({
      port: 9030,
      publicUrl: 'http://kyc.local',
      apiKey: 'key',
      webhookSecret: 'secret',
      webhookUrl: 'http://api.local/api/kyc/webhook',
      webhookAttempts: 2,
      retryBaseMs: 20,
    });
    expect(() => kycOptionsFromEnv({ KYC_RETRY_BASE_MS: 'soon' })).toThrow(
      'KYC_RETRY_BASE_MS must be a whole number from 1, got "soon"',
    );
  });
});
