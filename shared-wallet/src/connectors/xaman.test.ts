import type { XamanCreatedPayload, XamanPayload } from '@glow/contract';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { XAMAN_POLL_INTERVAL_MS, XAMAN_SIGNING_TIMEOUT_MS } from '../constants';
import { TEST_CONFIG } from '../testing/fakeWalletServer';
import { fakeOwnershipRequests } from '../testing/ownershipRequests';
import { testRequestContext } from '../testing/requestContext';
import { WalletError } from '../walletErrors';
import { createXamanConnector } from './xaman';
import type { StatusSocket } from './xamanWait';

// Xaman through a fake API (the Xaman calls of the Glow API) and a fake status websocket.
const UUID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const ADDRESS = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const SIGNED_HEX = '732102ABCDEF';
const TXID = 'EF'.repeat(32);
/** The payload's secret: the fake API, like the real one, answers only calls that send it. */
const SECRET = 'x4'.repeat(21) + 'Q';
const OWN = { payloadId: UUID, secret: SECRET };
const NOT_FOUND = { status: 404, body: { message: 'Payload not found' } };
const PAYMENT = { TransactionType: 'Payment', Account: ADDRESS, Destination: 'r2', Amount: '1' };

class FakeSocket implements StatusSocket {
  onopen: StatusSocket['onopen'] = null;
  onmessage: StatusSocket['onmessage'] = null;
  onerror: StatusSocket['onerror'] = null;
  onclose: StatusSocket['onclose'] = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  send(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let calls: ReceivedCall[];
let payload: XamanPayload;
let sockets: FakeSocket[];
let qrPng: string;

function payloadState(
  meta: Partial<XamanPayload['meta']>,
  response: Partial<XamanPayload['response']> = {},
) {
  payload = {
    uuid: UUID,
    meta: { signed: false, cancelled: false, expired: false, resolved: false, ...meta },
    response: { hex: null, account: null, txid: null, ...response },
  };
}

/** What the API answers for a payload it created (the sign-in's and the registration's alike). */
const createdPayload = (): XamanCreatedPayload => ({
  uuid: UUID,
  secret: SECRET,
  payload: {
    uuid: UUID,
    next: { always: `https://xaman.test/sign/${UUID}` },
    refs: { qr_png: qrPng, websocket_status: `wss://xaman.test/sign/${UUID}` },
    pushed: false,
  },
});

const signedSignIn = () =>
  payloadState({ signed: true, resolved: true }, { hex: SIGNED_HEX, account: ADDRESS });

function connector() {
  return createXamanConnector({
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
}

const called = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  sockets = [];
  qrPng = `https://xaman.test/sign/${UUID}_q.png`;
  payloadState({});
  calls = installFakeApi({
    'GET /api/config': { body: TEST_CONFIG },
    'POST /api/wallets/xaman/createpayload': () => ({ body: createdPayload() }),
    'GET /api/wallets/xaman/getpayload': ({ query }) =>
      query.payloadId === UUID && query.secret === SECRET ? { body: payload } : NOT_FOUND,
    'GET /api/wallets/xaman/checksign': ({ query }) => {
      if (query.payloadId !== UUID || query.secret !== SECRET) return NOT_FOUND;
      return query.hex === SIGNED_HEX
        ? { body: { token: 'xaman-session', address: ADDRESS, wallet: 'xaman' } }
        : { status: 400, body: { message: 'Invalid signature' } };
    },
  });
});

afterEach(() => jest.useRealTimers());

/** Lets the payload be created and the socket opened. */
async function started() {
  for (let i = 0; i < 20 && sockets.length === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return sockets[0]!;
}

describe('Xaman on a desktop', () => {
  it('shows the QR code, listens on the status socket and signs in once signed', async () => {
    const { context, qrCodes } = testRequestContext();
    const signIn = connector().signIn(context);
    const socket = await started();

    expect(socket.url).toBe(`wss://xaman.test/sign/${UUID}`);
    expect(called('POST', '/api/wallets/xaman/createpayload')[0]?.body).toEqual({
      transaction: { TransactionType: 'SignIn' },
      options: { force_network: 'TESTNET' },
    });
    socket.send({ message: 'Welcome' });
    socket.send({ expires_in_seconds: 299 });
    socket.send({ opened: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(qrCodes).toEqual([qrPng]);

    signedSignIn();
    socket.send({ signed: true, payload_uuidv4: UUID, txid: 'AA' });
    socket.onclose?.({});

    await expect(signIn).resolves.toEqual({
      token: 'xaman-session',
      address: ADDRESS,
      wallet: 'xaman',
    });
    expect(called('GET', '/api/wallets/xaman/checksign')[0]?.query).toEqual({
      hex: SIGNED_HEX,
      ...OWN,
    });
    expect(socket.closed).toBe(true);
  });

  it('keeps no secret in the browser: without a return URL no other tab can finish it', async () => {
    const { context, keptSecrets } = testRequestContext();
    const signIn = connector().signIn(context);
    const socket = await started();
    signedSignIn();
    socket.onopen?.({});
    await expect(signIn).resolves.toMatchObject({ token: 'xaman-session' });
    expect(keptSecrets).toEqual([]);
  });

  it('draws the QR code of the sign-in link when Xaman gave no image', async () => {
    qrPng = '';
    const { context, qrCodes } = testRequestContext();
    const signIn = connector().signIn(context);
    signIn.catch(() => undefined);
    await started();
    // Drawing the code is asynchronous: wait for it rather than for a fixed time (a loaded
    // machine took longer than 50 ms).
    for (let tries = 0; qrCodes.length === 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(qrCodes).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
  });

  it.each([
    [{ signed: false }, 'SIGNING_REJECTED'],
    [{ expired: true }, 'TX_SIGNING_EXPIRED'],
  ])('fails when the socket says %j', async (message, code) => {
    const { context } = testRequestContext();
    const signIn = connector().signIn(context);
    (await started()).send(message);
    await expect(signIn).rejects.toMatchObject({ code });
    expect(called('GET', '/api/wallets/xaman/checksign')).toEqual([]);
  });

  it('signed wins over expired: a payload signed as it expired signs in', async () => {
    const { context } = testRequestContext();
    const signIn = connector().signIn(context);
    const socket = await started();
    // Xaman's answer for a payload opened in time and signed after it expired.
    payloadState(
      { signed: true, expired: true, resolved: true },
      { hex: SIGNED_HEX, account: ADDRESS },
    );
    socket.send({ expired: true });
    await expect(signIn).resolves.toMatchObject({ token: 'xaman-session' });
  });

  it('a transaction signed after 300000 ms is answered, not given up on', async () => {
    jest.useFakeTimers();
    const { context } = testRequestContext();
    const submit = connector().signAndSubmit(PAYMENT, context);
    await jest.advanceTimersByTimeAsync(XAMAN_SIGNING_TIMEOUT_MS - 1);
    payloadState({ signed: true, expired: true, resolved: true }, { txid: TXID });
    await jest.advanceTimersByTimeAsync(1);
    await expect(submit).resolves.toBe(TXID);
  });

  it('asks the API once the socket is open, for an answer given before it was', async () => {
    const { context } = testRequestContext();
    const signIn = connector().signIn(context);
    const socket = await started();
    signedSignIn();
    socket.onopen?.({});
    await expect(signIn).resolves.toMatchObject({ token: 'xaman-session' });
  });

  it('keeps listening when the payload is still pending as the socket opens', async () => {
    const { context } = testRequestContext();
    const signIn = connector().signIn(context);
    const socket = await started();
    socket.onopen?.({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    payloadState({ cancelled: true, resolved: true });
    socket.send({ signed: false });
    await expect(signIn).rejects.toMatchObject({ code: 'SIGNING_REJECTED' });
    expect(called('GET', '/api/wallets/xaman/getpayload')).toHaveLength(1);
  });

  it('fails with "WebSocket connection failed" when the socket fails', async () => {
    const { context } = testRequestContext();
    const signIn = connector().signIn(context);
    (await started()).onerror?.({});
    await expect(signIn).rejects.toThrow('WebSocket connection failed');
  });

  it('gives up after 300000 ms', async () => {
    jest.useFakeTimers();
    const { context } = testRequestContext();
    const signIn = connector().signIn(context);
    const failure = expect(signIn).rejects.toMatchObject({ code: 'TX_SIGNING_EXPIRED' });
    await jest.advanceTimersByTimeAsync(XAMAN_SIGNING_TIMEOUT_MS - 1);
    expect(sockets[0]?.closed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await failure;
    expect(sockets[0]?.closed).toBe(true);
  });

  it('stops waiting when cancelled', async () => {
    const { context, controller } = testRequestContext();
    const signIn = connector().signIn(context);
    const socket = await started();
    controller.abort();
    await expect(signIn).rejects.toMatchObject({ name: 'WalletRequestCancelled' });
    expect(socket.closed).toBe(true);
  });
});

describe('Xaman on a phone', () => {
  function phone() {
    const popup = { closed: false, location: { href: 'about:blank' } } as unknown as Window;
    return { popup, ...testRequestContext({ mobile: true, popup }) };
  }

  it('opens the Xaman link, asks every 2000 ms and signs in once signed', async () => {
    jest.useFakeTimers();
    const { context, popup, qrCodes, xamanLinks, keptSecrets } = phone();
    const signIn = connector().signIn(context);
    await jest.advanceTimersByTimeAsync(0);

    expect(popup.location.href).toBe(`https://xaman.test/sign/${UUID}`);
    // Also offered to tap, should the app not have opened.
    expect(xamanLinks).toEqual([`https://xaman.test/sign/${UUID}`]);
    expect(called('POST', '/api/wallets/xaman/createpayload')[0]?.body).toEqual({
      transaction: { TransactionType: 'SignIn' },
      options: {
        force_network: 'TESTNET',
        return_url: {
          app: 'http://localhost/vote?xaman_payload={id}&journey=connect',
          web: 'http://localhost/vote?xaman_payload={id}&journey=connect',
        },
      },
    });
    await jest.advanceTimersByTimeAsync(XAMAN_POLL_INTERVAL_MS - 1);
    expect(called('GET', '/api/wallets/xaman/getpayload')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(called('GET', '/api/wallets/xaman/getpayload')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(XAMAN_POLL_INTERVAL_MS);
    expect(called('GET', '/api/wallets/xaman/getpayload')).toHaveLength(2);

    signedSignIn();
    await jest.advanceTimersByTimeAsync(XAMAN_POLL_INTERVAL_MS);
    await expect(signIn).resolves.toMatchObject({ token: 'xaman-session', address: ADDRESS });
    expect(called('GET', '/api/wallets/xaman/getpayload')[0]?.query).toEqual(OWN);
    // Kept for the tab the return URL may open.
    expect(keptSecrets).toEqual([OWN]);
    expect(qrCodes).toEqual([]);
    expect(sockets).toEqual([]);
  });

  it('signed wins over expired when polling too', async () => {
    jest.useFakeTimers();
    const { context } = phone();
    const submit = connector().signAndSubmit(PAYMENT, context);
    payloadState({ signed: true, expired: true, resolved: true }, { txid: TXID });
    await jest.advanceTimersByTimeAsync(XAMAN_POLL_INTERVAL_MS);
    await expect(submit).resolves.toBe(TXID);
  });

  it.each([
    [{ cancelled: true, resolved: true }, 'SIGNING_REJECTED'],
    [{ expired: true }, 'TX_SIGNING_EXPIRED'],
  ])('fails when the payload is %j', async (meta, code) => {
    jest.useFakeTimers();
    const { context } = phone();
    const signIn = connector().signIn(context);
    const failure = expect(signIn).rejects.toMatchObject({ code });
    payloadState(meta);
    await jest.advanceTimersByTimeAsync(XAMAN_POLL_INTERVAL_MS);
    await failure;
  });

  it('gives up after 300000 ms of polling', async () => {
    jest.useFakeTimers();
    const { context } = phone();
    const signIn = connector().signIn(context);
    const failure = expect(signIn).rejects.toMatchObject({ code: 'TX_SIGNING_EXPIRED' });
    await jest.advanceTimersByTimeAsync(XAMAN_SIGNING_TIMEOUT_MS);
    await failure;
    const polls = called('GET', '/api/wallets/xaman/getpayload').length;
    await jest.advanceTimersByTimeAsync(10 * XAMAN_POLL_INTERVAL_MS);
    expect(called('GET', '/api/wallets/xaman/getpayload')).toHaveLength(polls);
  });
});

describe('Xaman ownership proof', () => {
  /** The page's request for a registration payload: the contributor's endpoint, not createpayload. */
  function registrationRequests() {
    const xamanPayload = jest.fn(async () => createdPayload());
    return { xamanPayload, ...fakeOwnershipRequests(xamanPayload) };
  }

  it("signs the page's registration payload and answers its id and secret, signing no one in", async () => {
    const { requests, xamanPayload, asked } = registrationRequests();
    const { context, qrCodes } = testRequestContext();
    const proof = connector().proveOwnership(ADDRESS, requests, context);
    const socket = await started();
    expect(xamanPayload).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(qrCodes).toEqual([qrPng]);

    signedSignIn();
    socket.send({ signed: true });

    await expect(proof).resolves.toEqual({ kind: 'xaman', ...OWN });
    expect(asked).toEqual([]);
    expect(called('POST', '/api/wallets/xaman/createpayload')).toEqual([]);
    expect(called('GET', '/api/wallets/xaman/checksign')).toEqual([]);
    expect(called('GET', '/api/wallets/xaman/getpayload')[0]?.query).toEqual(OWN);
  });

  it('refuses a payload signed by another account than the connected one', async () => {
    const { requests } = registrationRequests();
    const { context } = testRequestContext();
    const proof = connector().proveOwnership(
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      requests,
      context,
    );
    const socket = await started();
    signedSignIn();
    socket.send({ signed: true });
    await expect(proof).rejects.toMatchObject({ code: 'OTHER_ACCOUNT' });
  });

  it('fails when the user rejects it in Xaman', async () => {
    const { requests } = registrationRequests();
    const { context } = testRequestContext();
    const proof = connector().proveOwnership(ADDRESS, requests, context);
    (await started()).send({ signed: false });
    await expect(proof).rejects.toMatchObject({ code: 'SIGNING_REJECTED' });
  });
});

describe('Xaman transactions', () => {
  it('makes a payload of the transaction and answers payload.response.txid', async () => {
    jest.useFakeTimers();
    const { context } = testRequestContext({
      mobile: true,
      popup: { closed: false, location: { href: '' } } as unknown as Window,
    });
    const submit = connector().signAndSubmit(PAYMENT, context);
    await jest.advanceTimersByTimeAsync(0);
    expect(called('POST', '/api/wallets/xaman/createpayload')[0]?.body).toMatchObject({
      transaction: PAYMENT,
      options: {
        return_url: { web: 'http://localhost/vote?xaman_payload={id}&journey=transaction' },
      },
    });
    payloadState({ signed: true, resolved: true }, { txid: TXID, hex: 'AB', account: ADDRESS });
    await jest.advanceTimersByTimeAsync(XAMAN_POLL_INTERVAL_MS);
    await expect(submit).resolves.toBe(TXID);
  });

  it('fails to sign when a signed payload carries no transaction id', async () => {
    const { context } = testRequestContext();
    const submit = connector().signAndSubmit(PAYMENT, context);
    const socket = await started();
    payloadState({ signed: true, resolved: true });
    socket.send({ signed: true });
    await expect(submit).rejects.toMatchObject({ code: 'FAILED_TO_SIGN_TX', xamanPayload: OWN });
  });

  it.each([
    [{ expired: true }, 'TX_SIGNING_EXPIRED', 'The signing request expired, please try again'],
    [{ signed: false }, 'SIGNING_REJECTED', 'The request was declined in the wallet'],
  ])(
    'fails when the socket says %j, naming the payload for the API to confirm',
    async (message, code, sentence) => {
      const { context } = testRequestContext();
      const submit = connector().signAndSubmit(PAYMENT, context);
      (await started()).send(message);
      await expect(submit).rejects.toMatchObject({ code, message: sentence, xamanPayload: OWN });
    },
  );
});

describe('Xaman bulk submit: one payload after the other', () => {
  const PAYMENTS = [PAYMENT, { ...PAYMENT, Amount: '2' }, { ...PAYMENT, Amount: '3' }];

  function connectorAnswering(...answers: Array<string | Error>) {
    const xaman = connector();
    const signAndSubmit = jest.spyOn(xaman, 'signAndSubmit');
    for (const answer of answers) {
      if (typeof answer === 'string') signAndSubmit.mockResolvedValueOnce(answer);
      else signAndSubmit.mockRejectedValueOnce(answer);
    }
    return { xaman, signAndSubmit };
  }

  it('signs each in turn and answers every hash', async () => {
    const { xaman, signAndSubmit } = connectorAnswering('H0', 'H1', 'H2');
    const { context } = testRequestContext();
    await expect(xaman.submitBulk(PAYMENTS, context)).resolves.toEqual([
      { hash: 'H0' },
      { hash: 'H1' },
      { hash: 'H2' },
    ]);
    expect(signAndSubmit.mock.calls.map(([transaction]) => transaction)).toEqual(PAYMENTS);
  });

  it('stops at the first that fails: the rest are never shown to the wallet', async () => {
    const { xaman, signAndSubmit } = connectorAnswering(
      'H0',
      new WalletError('TX_SIGNING_EXPIRED'),
    );
    const { context } = testRequestContext();
    await expect(xaman.submitBulk(PAYMENTS, context)).resolves.toEqual([
      { hash: 'H0' },
      { error: new WalletError('TX_SIGNING_EXPIRED') },
      { notAttempted: true },
    ]);
    expect(signAndSubmit).toHaveBeenCalledTimes(2);
  });

  it("ends at an API refusal, which is thrown when it is the first's", async () => {
    const refusal = { status: 403, message: 'Unauthorized: payment not allowed' };
    const { context } = testRequestContext();
    const later = connectorAnswering('H0', refusal as unknown as Error);
    await expect(later.xaman.submitBulk(PAYMENTS, context)).resolves.toEqual([
      { hash: 'H0' },
      { notAttempted: true },
      { notAttempted: true },
    ]);
    const first = connectorAnswering(refusal as unknown as Error);
    await expect(first.xaman.submitBulk(PAYMENTS, context)).rejects.toBe(refusal);
  });
});

describe('Xaman return URLs', () => {
  it('signs in with a payload signed while the app was away', async () => {
    signedSignIn();
    const { context } = testRequestContext();
    await expect(connector().resume(OWN, 'connect', context.api)).resolves.toEqual({
      journey: 'connect',
      signIn: { token: 'xaman-session', address: ADDRESS, wallet: 'xaman' },
    });
  });

  it('answers the hash of a signed transaction', async () => {
    payloadState({ signed: true, resolved: true }, { txid: TXID });
    const { context } = testRequestContext();
    await expect(connector().resume(OWN, 'transaction', context.api)).resolves.toEqual({
      journey: 'transaction',
      hash: TXID,
    });
  });

  it('fails for a payload the user rejected', async () => {
    payloadState({ cancelled: true, resolved: true });
    const { context } = testRequestContext();
    await expect(connector().resume(OWN, 'connect', context.api)).rejects.toMatchObject({
      code: 'SIGNING_REJECTED',
    });
  });

  it('reads and signs in with the payload only through its secret', async () => {
    signedSignIn();
    const { context } = testRequestContext();
    await connector().resume(OWN, 'connect', context.api);
    expect(called('GET', '/api/wallets/xaman/getpayload')[0]?.query).toEqual(OWN);
    expect(called('GET', '/api/wallets/xaman/checksign')[0]?.query).toEqual({
      hex: SIGNED_HEX,
      ...OWN,
    });
  });
});
