import { randomUUID } from 'node:crypto';
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, verify } from 'ripple-keypairs';
import type { SdkTypes } from 'xumm-sdk';
import { DEMO_XAMAN_ADDRESS } from './demoAccount';
import { silenceSdkLogs, startTestXaman, watchStatus, type TestXaman } from './xamanTestKit';

const RETURN_URL = 'http://localhost:8080/wallet?xaman_payload={id}';

let xaman: TestXaman;

beforeEach(async () => {
  silenceSdkLogs();
  xaman = await startTestXaman();
});

afterEach(async () => {
  await xaman.close();
  jest.restoreAllMocks();
});

/** What kind of status message it is, by its first key. */
function kind(message: SdkTypes.AnyJson): string {
  return Object.keys(message)[0] ?? '';
}

describe('Xaman stand-in: subscribing with xumm-sdk', () => {
  it('tells a subscriber the payload was opened, then signed; the signature checks out', async () => {
    const events: SdkTypes.AnyJson[] = [];
    const subscription = await xaman.sdk.payload.createAndSubscribe(
      { txjson: { TransactionType: 'SignIn' }, options: { return_url: { web: RETURN_URL } } },
      (event) => {
        events.push(event.data);
        if ('signed' in event.data) return event.data;
        return undefined;
      },
    );
    const uuid = subscription.created.uuid;
    // Connected once the first messages arrived.
    await waitFor(() => events.some((event) => 'expires_in_seconds' in event));
    expect((await xaman.control(`/payloads/${uuid}/approve`)).status).toBe(200);

    const resolved = (await subscription.resolved) as SdkTypes.AnyJson;
    expect(events.map(kind)).toEqual(['message', 'expires_in_seconds', 'opened', 'payload_uuidv4']);
    expect(events[0]).toEqual({ message: `Welcome ${uuid}` });
    expect(events[1]!.expires_in_seconds).toBeGreaterThan(290);
    expect(events[2]).toEqual({ opened: true });

    const payload = (await xaman.sdk.payload.get(uuid, true))!;
    expect(resolved).toEqual({
      payload_uuidv4: uuid,
      reference_call_uuidv4: expect.stringMatching(/^[0-9a-f-]{36}$/),
      signed: true,
      user_token: false,
      return_url: { app: null, web: `http://localhost:8080/wallet?xaman_payload=${uuid}` },
      txid: payload.response.txid,
      opened_by_deeplink: true,
      custom_meta: {},
    });
    // xumm-sdk fetched the resolved payload before calling back.
    expect(subscription.payload.meta.signed).toBe(true);

    expect(payload.meta).toMatchObject({
      resolved: true,
      signed: true,
      cancelled: false,
      expired: false,
      app_opened: true,
      opened_by_deeplink: true,
    });
    expect(payload.response).toMatchObject({
      account: DEMO_XAMAN_ADDRESS,
      signer: DEMO_XAMAN_ADDRESS,
      environment_networkid: 1,
      environment_nodetype: 'TESTNET',
      resolved_at: expect.stringMatching(/Z$/),
    });
    expect(payload.response.txid).toMatch(/^[0-9A-F]{64}$/);

    // A SignIn blob has no TransactionType, only the signer, its key and the signature.
    const signed = decode(payload.response.hex!);
    expect(Object.keys(signed).sort()).toEqual(['Account', 'SigningPubKey', 'TxnSignature']);
    const { Account, SigningPubKey, TxnSignature } = signed as Record<string, string>;
    expect(
      verify(encodeForSigning({ Account, SigningPubKey }), TxnSignature!, SigningPubKey!),
    ).toBe(true);
    expect(deriveAddress(SigningPubKey!)).toBe(payload.response.account);
  });

  it('tells a subscriber about a rejection, without txid', async () => {
    const created = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    const events: SdkTypes.AnyJson[] = [];
    const subscription = await xaman.sdk.payload.subscribe(created!, (event) => {
      events.push(event.data);
      return 'signed' in event.data ? event.data : undefined;
    });
    await waitFor(() => events.length >= 2);

    expect((await xaman.control(`/payloads/${created!.uuid}/reject`)).status).toBe(200);
    const resolved = (await subscription.resolved) as SdkTypes.AnyJson;
    expect(resolved).toMatchObject({ payload_uuidv4: created!.uuid, signed: false });
    expect(resolved).not.toHaveProperty('txid');
    expect(events.map(kind)).toEqual(['message', 'expires_in_seconds', 'opened', 'payload_uuidv4']);

    const payload = (await xaman.sdk.payload.get(created!.uuid, true))!;
    // Xaman's "cancelled" is the user saying no.
    expect(payload.meta).toMatchObject({
      resolved: true,
      signed: false,
      cancelled: true,
      expired: false,
    });
    expect(payload.response).toMatchObject({ hex: null, txid: null, account: null });
    expect(payload.response.resolved_at).not.toBeNull();
  });
});

describe('Xaman stand-in: the status websocket', () => {
  it('says expired when the payload is made to expire, and to anyone connecting afterwards', async () => {
    const created = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    const watcher = await xaman.watch(created!.uuid);
    await watcher.next((message) => 'expires_in_seconds' in message);

    const expired = await xaman.control(`/payloads/${created!.uuid}/expire`);
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({ meta: { expired: true, resolved: false } });
    expect(await watcher.next((message) => 'expired' in message)).toEqual({ expired: true });
    expect(watcher.messages.map(kind)).toEqual(['message', 'expires_in_seconds', 'expired']);

    const late = await xaman.watch(created!.uuid);
    await late.next((message) => 'expired' in message);
    expect(late.messages).toEqual([{ message: `Welcome ${created!.uuid}` }, { expired: true }]);

    const approve = await xaman.control(`/payloads/${created!.uuid}/approve`);
    expect(approve).toEqual({ status: 409, body: { message: 'This request has expired' } });
  });

  it('expires a payload when its time is up', async () => {
    const created = await xaman.sdk.payload.create(
      { txjson: { TransactionType: 'SignIn' }, options: { expire: 0.005 } },
      true,
    );
    const watcher = await xaman.watch(created!.uuid);
    expect(await watcher.next((message) => 'expired' in message)).toEqual({ expired: true });
    expect((await xaman.sdk.payload.get(created!.uuid))?.meta.expired).toBe(true);
  });

  it('lets a payload opened in time be signed after it expires, as Xaman does', async () => {
    const created = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    const watcher = await xaman.watch(created!.uuid);
    await xaman.control(`/payloads/${created!.uuid}/open`);
    await xaman.control(`/payloads/${created!.uuid}/expire`);
    expect(await watcher.next((message) => 'expired' in message)).toEqual({ expired: true });
    const approved = await xaman.control(`/payloads/${created!.uuid}/approve`);
    expect(approved.status).toBe(200);
    // The status socket says signed after it said expired.
    expect(await watcher.next((message) => 'signed' in message)).toMatchObject({
      payload_uuidv4: created!.uuid,
      signed: true,
    });
    // As Xaman answers it (xumm-sdk's recorded payload, test/fixtures/xumm-api.json): signed,
    // expired and resolved at once, with the signed transaction.
    const payload = (await xaman.sdk.payload.get(created!.uuid, true))!;
    expect(payload.meta).toMatchObject({
      resolved: true,
      signed: true,
      cancelled: false,
      expired: true,
      app_opened: true,
    });
    expect(payload.response.hex).toMatch(/^[0-9A-F]+$/);
    expect(payload.response.txid).toMatch(/^[0-9A-F]{64}$/);
  });

  it('answers the keepalive ping the way xumm-sdk expects', async () => {
    const created = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
    const watcher = await xaman.watch(created!.uuid);
    watcher.socket.send('{"ping":true}');
    expect(await watcher.next((message) => message.message === 'Right back at you!')).toBeTruthy();
  });

  it('says so and closes for a payload it does not know', async () => {
    const uuid = randomUUID();
    const watcher = await watchStatus(`${xaman.simulator.url.replace(/^http/, 'ws')}/sign/${uuid}`);
    expect(watcher.messages).toEqual([{ message: `No payload ${uuid}` }]);
    expect(await watcher.closed).toEqual({ code: 1000, reason: 'Payload not found' });
  });

  it('refuses a websocket on any other path', async () => {
    await expect(
      watchStatus(`${xaman.simulator.url.replace(/^http/, 'ws')}/elsewhere`),
    ).rejects.toThrow(/404/);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
