import { randomUUID } from 'node:crypto';
import { XummSdk } from 'xumm-sdk';
import { DEMO_XAMAN_ADDRESS } from './demoAccount';
import { DEFAULT_XAMAN_API_KEY, DEFAULT_XAMAN_API_SECRET } from './xamanDefaults';
import { PROBLEM_HEADER } from './xamanErrors';
import { APPLICATION_NAME } from './xamanResponses';
import { startTestXaman, type TestXaman } from './xamanTestKit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RETURN_URL = 'http://localhost:8080/wallet?xaman_payload={id}&journey=connect';

let xaman: TestXaman;

beforeEach(async () => {
  xaman = await startTestXaman();
});

afterEach(() => xaman.close());

function platform(path: string, init: RequestInit = {}, secret = DEFAULT_XAMAN_API_SECRET) {
  return fetch(`${xaman.simulator.url}/api/v1/platform/${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      'x-api-key': DEFAULT_XAMAN_API_KEY,
      'x-api-secret': secret,
    },
  });
}

describe('Xaman stand-in: ping and credentials', () => {
  it('answers ping with the application behind the API key', async () => {
    expect(await xaman.sdk.ping()).toEqual({
      quota: {},
      application: {
        uuidv4: DEFAULT_XAMAN_API_KEY,
        name: APPLICATION_NAME,
        webhookurl: '',
        disabled: 0,
      },
      call: { uuidv4: expect.stringMatching(UUID) },
    });
  });

  it('refuses a wrong API secret with Xaman error 813', async () => {
    const intruder = new XummSdk(DEFAULT_XAMAN_API_KEY, randomUUID());
    intruder.setEndpoint(xaman.simulator.url);
    await expect(intruder.ping()).rejects.toThrow(/^Error code 813, see XUMM Dev Console/);
    expect(await intruder.payload.create({ txjson: { TransactionType: 'SignIn' } })).toBeNull();

    const response = await platform('ping', {}, randomUUID());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { reference: expect.stringMatching(UUID), code: 813 },
    });
  });

  it('refuses a call without credentials', async () => {
    const response = await fetch(`${xaman.simulator.url}/api/v1/platform/ping`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 813 } });
  });

  it('answers an endpoint it does not have with an error, not a crash', async () => {
    const response = await platform('curated-assets');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 404 } });
  });
});

describe('Xaman stand-in: creating and reading payloads', () => {
  it('creates a SignIn payload with links to the sign page, QR code and status websocket', async () => {
    const created = await xaman.sdk.payload.create(
      { txjson: { TransactionType: 'SignIn' }, options: { return_url: { web: RETURN_URL } } },
      true,
    );
    const uuid = created!.uuid;
    expect(uuid).toMatch(UUID);
    const signUrl = `${xaman.simulator.url}/sign/${uuid}`;
    expect(created).toEqual({
      uuid,
      next: { always: signUrl },
      refs: {
        qr_png: `${signUrl}_q.png`,
        qr_matrix: `${signUrl}_q.json`,
        qr_uri_quality_opts: ['m', 'q', 'h'],
        websocket_status: signUrl.replace(/^http/, 'ws'),
      },
      pushed: false,
    });
  });

  it('accepts a bare transaction as xumm-sdk sends it, and one posted directly', async () => {
    const viaSdk = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    expect(viaSdk?.uuid).toMatch(UUID);
    const direct = await platform('payload', {
      method: 'POST',
      body: JSON.stringify({ TransactionType: 'SignIn' }),
    });
    expect(direct.status).toBe(200);
    expect(((await direct.json()) as { uuid: string }).uuid).toMatch(UUID);
  });

  it('returns the full payload of a pending request', async () => {
    const before = Date.now();
    const created = await xaman.sdk.payload.create(
      {
        txjson: { TransactionType: 'SignIn' },
        options: { return_url: { web: RETURN_URL, app: 'glow://connect/{id}' } },
        custom_meta: { identifier: 'connect-1', instruction: 'Sign in to Glow' },
      },
      true,
    );
    const uuid = created!.uuid;

    const payload = await xaman.sdk.payload.get(uuid, true);
    expect(payload).toEqual({
      meta: {
        exists: true,
        uuid,
        multisign: false,
        submit: false,
        pathfinding: false,
        pathfinding_fallback: false,
        destination: '',
        resolved_destination: '',
        resolved: false,
        signed: false,
        cancelled: false,
        expired: false,
        pushed: false,
        app_opened: false,
        opened_by_deeplink: null,
        return_url_app: `glow://connect/${uuid}`,
        return_url_web: RETURN_URL.replace('{id}', uuid),
        is_xapp: false,
        signers: null,
      },
      application: {
        name: APPLICATION_NAME,
        description: expect.any(String),
        disabled: 0,
        uuidv4: DEFAULT_XAMAN_API_KEY,
        icon_url: '',
        issued_user_token: null,
      },
      payload: {
        tx_type: 'SignIn',
        tx_destination: '',
        tx_destination_tag: null,
        request_json: { TransactionType: 'SignIn' },
        origintype: null,
        signmethod: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        expires_in_seconds: expect.any(Number),
      },
      response: {
        hex: null,
        txid: null,
        resolved_at: null,
        dispatched_to: null,
        dispatched_result: null,
        dispatched_nodetype: null,
        dispatched_to_node: null,
        environment_nodeuri: null,
        environment_nodetype: null,
        environment_networkid: null,
        multisign_account: null,
        account: null,
        signer: null,
        user: null,
      },
      custom_meta: { identifier: 'connect-1', blob: null, instruction: 'Sign in to Glow' },
    });
    const createdAt = Date.parse(payload!.payload.created_at);
    expect(createdAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    // Five minutes by default.
    expect(Date.parse(payload!.payload.expires_at) - createdAt).toBe(300_000);
    expect(payload!.payload.expires_in_seconds).toBeGreaterThanOrEqual(298);
    expect(payload!.payload.expires_in_seconds).toBeLessThanOrEqual(300);
  });

  it('keeps the options a Payment asks for', async () => {
    const created = await xaman.sdk.payload.create(
      {
        txjson: {
          TransactionType: 'Payment',
          Destination: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
          DestinationTag: 495,
          Amount: '1000000',
        },
        options: { expire: 10, force_network: 'TESTNET' },
      },
      true,
    );
    const payload = await xaman.sdk.payload.get(created!.uuid, true);
    expect(payload!.meta).toMatchObject({
      submit: true,
      force_network: 'TESTNET',
      destination: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
    });
    expect(payload!.payload).toMatchObject({
      tx_type: 'Payment',
      tx_destination: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      tx_destination_tag: 495,
    });
    expect(Date.parse(payload!.payload.expires_at) - Date.parse(payload!.payload.created_at)).toBe(
      600_000,
    );
  });

  it('refuses a payload without TransactionType, with an unknown one or not JSON (error 602)', async () => {
    await expect(xaman.sdk.payload.create({ txjson: {} } as never, true)).rejects.toThrow(
      /^Error code 602/,
    );
    await expect(
      xaman.sdk.payload.create({ txjson: { TransactionType: 'Teleport' } } as never, true),
    ).rejects.toThrow(/^Error code 602/);

    const notJson = await platform('payload', { method: 'POST', body: '{"txjson": ' });
    expect(notJson.status).toBe(400);
    expect(notJson.headers.get(PROBLEM_HEADER)).toBe('The body is not valid JSON');
    expect(await notJson.json()).toEqual({
      error: { reference: expect.stringMatching(UUID), code: 602 },
    });

    const badExpiry = await platform('payload', {
      method: 'POST',
      body: JSON.stringify({ txjson: { TransactionType: 'SignIn' }, options: { expire: -1 } }),
    });
    expect(badExpiry.status).toBe(400);
  });

  it('answers an unknown payload with Xaman error 404 (null from get without returnErrors)', async () => {
    const uuid = randomUUID();
    await expect(xaman.sdk.payload.get(uuid, true)).rejects.toThrow(/^Error code 404/);
    expect(await xaman.sdk.payload.get(uuid)).toBeNull();
    const response = await platform(`payload/${uuid}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 404 } });
  });

  it('works with an endpoint written with a trailing slash', async () => {
    const sdk = new XummSdk(DEFAULT_XAMAN_API_KEY, DEFAULT_XAMAN_API_SECRET);
    sdk.setEndpoint(`${xaman.simulator.url}/`);
    expect((await sdk.ping()).application.uuidv4).toBe(DEFAULT_XAMAN_API_KEY);
  });

  it('puts the public URL, not the bound one, into the links', async () => {
    const behindProxy = await startTestXaman({ publicUrl: 'https://xaman.glow.test/' });
    try {
      const created = await behindProxy.sdk.payload.create({ TransactionType: 'SignIn' }, true);
      expect(created!.next.always).toBe(`https://xaman.glow.test/sign/${created!.uuid}`);
      expect(created!.refs.websocket_status).toBe(`wss://xaman.glow.test/sign/${created!.uuid}`);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('Xaman stand-in: cancelling payloads', () => {
  it('cancels a pending payload: reported as expired, and the status websocket says so', async () => {
    const created = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    const watcher = await xaman.watch(created!.uuid);

    const cancelled = await xaman.sdk.payload.cancel(created!.uuid, true);
    expect(cancelled).toEqual({
      result: { cancelled: true, reason: 'OK' },
      meta: expect.objectContaining({
        uuid: created!.uuid,
        expired: true,
        cancelled: false,
        resolved: false,
      }),
      custom_meta: {},
    });
    expect(await watcher.next((message) => 'expired' in message)).toEqual({ expired: true });

    expect((await xaman.sdk.payload.cancel(created!.uuid))?.result).toEqual({
      cancelled: false,
      reason: 'ALREADY_CANCELLED',
    });
    const approve = await xaman.control(`/payloads/${created!.uuid}/approve`);
    expect(approve.status).toBe(409);
  });

  it('does not cancel a payload that is opened or resolved', async () => {
    const opened = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    await xaman.control(`/payloads/${opened!.uuid}/open`);
    expect((await xaman.sdk.payload.cancel(opened!.uuid))?.result).toEqual({
      cancelled: false,
      reason: 'ALREADY_OPENED',
    });

    const signed = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    await xaman.control(`/payloads/${signed!.uuid}/approve`);
    const refused = await xaman.sdk.payload.cancel(signed!.uuid);
    expect(refused?.result).toEqual({ cancelled: false, reason: 'ALREADY_RESOLVED' });
    expect(refused?.meta).toMatchObject({ signed: true, resolved: true });
    expect((await xaman.sdk.payload.get(signed!.uuid))?.response.account).toBe(DEMO_XAMAN_ADDRESS);
  });

  it('does not cancel an expired payload', async () => {
    const created = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    await xaman.control(`/payloads/${created!.uuid}/expire`);
    expect((await xaman.sdk.payload.cancel(created!.uuid))?.result).toEqual({
      cancelled: false,
      reason: 'ALREADY_EXPIRED',
    });
  });
});
