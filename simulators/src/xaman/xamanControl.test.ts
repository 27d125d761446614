import { decode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, verify } from 'ripple-keypairs';
import type { XummTypes } from 'xumm-sdk';
import { DEMO_XAMAN_ADDRESS } from './demoAccount';
import { startTestXaman, type TestXaman } from './xamanTestKit';

const ED25519_SEED = 'sEdTM1uX8pu2do5XvTnutH6HsouMaM2';
const DESTINATION = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';

let xaman: TestXaman;

beforeEach(async () => {
  xaman = await startTestXaman();
});

afterEach(() => xaman.close());

async function create(txjson: XummTypes.XummJsonTransaction): Promise<string> {
  return (await xaman.sdk.payload.create({ txjson }, true))!.uuid;
}

describe('Xaman stand-in: control endpoints', () => {
  it('approves as another seed and on another network when asked', async () => {
    const uuid = await create({ TransactionType: 'SignIn' });
    const approved = await xaman.control(`/payloads/${uuid}/approve`, {
      seed: ED25519_SEED,
      networkId: 0,
    });
    expect(approved.status).toBe(200);
    const payload = approved.body as XummTypes.XummGetPayloadResponse;
    const otherAddress = deriveAddress(deriveKeypair(ED25519_SEED).publicKey);
    expect(payload.response).toMatchObject({
      account: otherAddress,
      environment_networkid: 0,
      environment_nodetype: 'MAINNET',
    });
    expect(payload).toEqual(await xaman.sdk.payload.get(uuid, true));
  });

  it('answers as an older Xaman when asked: the network by node type and node, no network id', async () => {
    const uuid = await create({ TransactionType: 'SignIn' });
    const approved = await xaman.control(`/payloads/${uuid}/approve`, {
      networkId: 1,
      withoutNetworkId: true,
    });
    expect(approved.status).toBe(200);
    const payload = approved.body as XummTypes.XummGetPayloadResponse;
    expect(payload.response).toMatchObject({
      account: DEMO_XAMAN_ADDRESS,
      environment_nodetype: 'TESTNET',
      environment_nodeuri: 'wss://s.altnet.rippletest.net:51233',
    });
    expect(payload.response).not.toHaveProperty('environment_networkid');
    expect(payload).toEqual(await xaman.sdk.payload.get(uuid, true));
    expect(
      (
        await xaman.control(`/payloads/${await create({ TransactionType: 'SignIn' })}/approve`, {
          withoutNetworkId: 'yes',
        })
      ).status,
    ).toBe(400);
  });

  it('signs a Payment with the signer, fee and sequence filled in', async () => {
    const uuid = await create({
      TransactionType: 'Payment',
      Destination: DESTINATION,
      Amount: '1000000',
    });
    const { body } = await xaman.control(`/payloads/${uuid}/approve`);
    const payload = body as XummTypes.XummGetPayloadResponse;

    const signed = decode(payload.response.hex!);
    expect(signed).toEqual({
      TransactionType: 'Payment',
      Account: DEMO_XAMAN_ADDRESS,
      Destination: DESTINATION,
      Amount: '1000000',
      Fee: '12',
      Sequence: 1,
      SigningPubKey: expect.any(String),
      TxnSignature: expect.any(String),
    });
    const { TxnSignature, ...unsigned } = signed as Record<string, string>;
    expect(verify(encodeForSigning(unsigned), TxnSignature!, unsigned.SigningPubKey!)).toBe(true);
  });

  it('refuses a seed that is not the account the request names', async () => {
    const uuid = await create({
      TransactionType: 'Payment',
      Account: DESTINATION,
      Destination: DEMO_XAMAN_ADDRESS,
      Amount: '1',
    });
    const refused = await xaman.control(`/payloads/${uuid}/approve`);
    expect(refused).toEqual({
      status: 400,
      body: {
        message: `This request must be signed by ${DESTINATION}, not by ${DEMO_XAMAN_ADDRESS}`,
      },
    });
  });

  it('refuses a bad approval body', async () => {
    const uuid = await create({ TransactionType: 'SignIn' });
    expect((await xaman.control(`/payloads/${uuid}/approve`, { networkId: -1 })).status).toBe(400);
    expect((await xaman.control(`/payloads/${uuid}/approve`, { seed: 42 })).status).toBe(400);
    expect((await xaman.control(`/payloads/${uuid}/approve`, [])).status).toBe(400);
  });

  it('answers 404 for an unknown payload and 409 for a resolved one', async () => {
    expect((await xaman.control('/payloads/nope/reject')).status).toBe(404);
    const uuid = await create({ TransactionType: 'SignIn' });
    await xaman.control(`/payloads/${uuid}/reject`);
    expect(await xaman.control(`/payloads/${uuid}/open`)).toEqual({
      status: 409,
      body: { message: 'This request was rejected' },
    });
    expect((await xaman.control(`/payloads/${uuid}/expire`)).status).toBe(409);
  });

  it('lists the payloads newest first with their state', async () => {
    const first = await create({ TransactionType: 'SignIn' });
    const second = await create({ TransactionType: 'SignIn' });
    const third = await create({
      TransactionType: 'Payment',
      Destination: DESTINATION,
      Amount: '1',
    });
    await xaman.control(`/payloads/${first}/approve`);
    await xaman.control(`/payloads/${second}/open`);

    const response = await fetch(`${xaman.simulator.url}/__simulator/payloads`);
    expect(await response.json()).toEqual([
      expect.objectContaining({ uuid: third, tx_type: 'Payment', state: 'pending' }),
      expect.objectContaining({ uuid: second, tx_type: 'SignIn', state: 'opened' }),
      expect.objectContaining({
        uuid: first,
        state: 'signed',
        sign_url: `${xaman.simulator.url}/sign/${first}`,
      }),
    ]);
  });
});

describe('Xaman stand-in: onSigned', () => {
  it('hands over each signed payload and blob before the websocket reports it', async () => {
    const handed: Array<{ uuid: string; blob: string; signedSoFar: boolean }> = [];
    const withHook = await startTestXaman({
      onSigned: (payload, blob) => {
        handed.push({ uuid: payload.meta.uuid, blob, signedSoFar: payload.meta.signed });
      },
    });
    try {
      const created = await withHook.sdk.payload.create({ TransactionType: 'SignIn' }, true);
      const watcher = await withHook.watch(created!.uuid);
      await withHook.control(`/payloads/${created!.uuid}/approve`);
      const payload = await withHook.sdk.payload.get(created!.uuid, true);
      expect(handed).toEqual([
        { uuid: created!.uuid, blob: payload!.response.hex, signedSoFar: true },
      ]);
      await watcher.next((message) => 'signed' in message);
    } finally {
      await withHook.close();
    }
  });

  it('logs a failing hook and still resolves the payload', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failing = await startTestXaman({
      onSigned: () => Promise.reject(new Error('ledger down')),
    });
    try {
      const created = await failing.sdk.payload.create({ TransactionType: 'SignIn' }, true);
      expect((await failing.control(`/payloads/${created!.uuid}/approve`)).status).toBe(200);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('ledger down'));
    } finally {
      await failing.close();
      errors.mockRestore();
    }
  });
});
