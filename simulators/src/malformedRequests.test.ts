// No request, however malformed, stops a stand-in: each answers it (a 4xx for what it cannot
// read) or drops that connection alone, and then answers a normal request. A stand-in that throws
// here would end `npm start`, which stops every process when one exits.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { rawGet, rawRequest } from '../../tooling/rawHttp';
import { startKycSimulator, type KycSimulator } from './kyc';
import { startTestS3, TEST_BUCKET, type startTestS3 as StartTestS3 } from './s3/s3TestKit';
import { startSmtpInbox, type SmtpInbox } from './smtpInbox';
import { startTestXaman, type TestXaman } from './xaman/xamanTestKit';
import { startTestLedger, type TestLedger } from './xrplLedger/xrplLedgerTestKit';

let inbox: SmtpInbox;
let xaman: TestXaman;
let ledger: TestLedger;
let s3: Awaited<ReturnType<typeof StartTestS3>>;
let kyc: KycSimulator;

beforeAll(async () => {
  inbox = await startSmtpInbox({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
  xaman = await startTestXaman();
  ledger = await startTestLedger();
  s3 = await startTestS3();
  kyc = await startKycSimulator({ port: 0 });
});

afterAll(async () => {
  await Promise.all([
    inbox?.close(),
    xaman?.close(),
    ledger?.close(),
    s3?.simulator.close(),
    kyc?.close(),
  ]);
});

const line = (text: string) => `${text}\r\n`;

/** Requests no stand-in can read; each is answered below 500, or its connection closed. */
const MALFORMED: { name: string; request: string }[] = [
  { name: 'bad percent-encoding', request: rawGet('/%E0%A4%A') },
  { name: 'bad percent-encoding under a folder', request: rawGet('/glow-test/%E0%A4%A') },
  { name: 'a NUL character', request: rawGet('/%00') },
  { name: 'a path read as a host name', request: rawGet('//[') },
  { name: 'an absolute URL with a bad host', request: rawGet('http://[/') },
  { name: 'the asterisk form', request: rawGet('*', [], 'OPTIONS') },
  { name: 'a 70 KB path', request: rawGet(`/${'a'.repeat(70_000)}`) },
  { name: 'an unknown method', request: rawGet('/', [], 'FOO') },
  { name: 'bad percent-encoding in the query', request: rawGet('/messages?to=%E0%A4%A') },
  {
    name: 'an unreadable JSON body',
    request: rawGet('/', ['Content-Type: application/json', 'Content-Length: 5'], 'POST') + '{"a":',
  },
  {
    name: 'a signature over bad percent-encoding',
    request: rawGet('/glow-test?list-type=2&prefix=%E0%A4%A', [
      'Authorization: AWS4-HMAC-SHA256 Credential=x/20240101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=' +
        '0'.repeat(64),
    ]),
  },
  {
    name: 'a websocket upgrade to a bad host',
    request:
      line('GET http://[/ HTTP/1.1') +
      line('Host: localhost') +
      line('Connection: Upgrade') +
      line('Upgrade: websocket') +
      line('Sec-WebSocket-Version: 13') +
      line('Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==') +
      '\r\n',
  },
];

/** Each stand-in's HTTP port and a request it answers normally. */
const STAND_INS = [
  {
    name: 'the SMTP inbox',
    port: () => inbox.httpPort,
    works: async () => (await fetch(`http://127.0.0.1:${inbox.httpPort}/messages`)).status,
  },
  {
    name: 'the Xaman stand-in',
    port: () => xaman.simulator.port,
    works: async () => (await fetch(`${xaman.simulator.url}/`)).status,
  },
  {
    name: 'the XRP Ledger stand-in',
    port: () => ledger.simulator.port,
    works: async () => ((await ledger.rpc('server_info')).status === 'success' ? 200 : 500),
  },
  {
    name: 'the S3 stand-in',
    port: () => s3.simulator.port,
    works: async () => (await s3.send({ path: `/${TEST_BUCKET}`, method: 'HEAD' })).status,
  },
  {
    name: 'the KYC stand-in',
    port: () => kyc.port,
    works: async () => (await fetch(`${kyc.url}/`)).status,
  },
];

describe.each(STAND_INS)('$name', ({ port, works }) => {
  test.each(MALFORMED)('$name: answered below 500, then it works on', async ({ request }) => {
    const answer = await rawRequest(port(), request);
    if (answer) expect(answer.status).toBeLessThan(500);
    expect(await works()).toBe(200);
  });
});

describe('what the stand-ins cannot read is a 400 naming it', () => {
  test('S3: a key that is not percent-encoded UTF-8 (InvalidURI)', async () => {
    const answer = await rawRequest(s3.simulator.port, rawGet('/glow-test/%E0%A4%A'));
    expect(answer?.status).toBe(400);
    expect(answer?.body).toContain('<Code>InvalidURI</Code>');
  });

  test('S3: a signed request whose copy source is not percent-encoded UTF-8', async () => {
    const answer = await s3.send({
      method: 'PUT',
      path: `/${TEST_BUCKET}/copy`,
      headers: { 'x-amz-copy-source': `/${TEST_BUCKET}/%E0%A4%A` },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('<Code>InvalidArgument</Code>');
  });

  test.each([
    ['the SMTP inbox', () => inbox.httpPort],
    ['the Xaman stand-in', () => xaman.simulator.port],
    ['the XRP Ledger stand-in', () => ledger.simulator.port],
    ['the KYC stand-in', () => kyc.port],
  ])('%s: a path read as a host name', async (_name, port) => {
    const answer = await rawRequest(port(), rawGet('http://[/'));
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer!.body)).toEqual({
      message: 'The request target is not a URL: http://[/',
    });
  });
});

/** Opens a payload's status websocket by hand and sends a frame without a mask (RFC 6455 5.1). */
function sendUnmaskedFrame(port: number, uuid: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('connect', () =>
      socket.write(
        line(`GET /sign/${uuid} HTTP/1.1`) +
          line('Host: localhost') +
          line('Connection: Upgrade') +
          line('Upgrade: websocket') +
          line('Sec-WebSocket-Version: 13') +
          line(
            `Sec-WebSocket-Key: ${createHash('sha1').update(uuid).digest('base64').slice(0, 22)}==`,
          ) +
          '\r\n',
      ),
    );
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n') && !socket.destroyed) {
        socket.write(Buffer.from([0x81, 0x02, 0x68, 0x69])); // text "hi", MASK bit clear
      }
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
}

test("the Xaman stand-in's status websocket drops a client that breaks the protocol, and no more", async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const created = await xaman.sdk.payload.create({ TransactionType: 'SignIn' }, true);
  const watcher = await xaman.watch(created!.uuid);
  const answer = await sendUnmaskedFrame(xaman.simulator.port, created!.uuid);
  expect(answer).toMatch(/^HTTP\/1\.1 101/);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('MASK must be set'));
  logged.mockRestore();
  // The well-behaved watcher of the same payload still hears from it, and the stand-in answers.
  await xaman.sdk.payload.cancel(created!.uuid);
  await watcher.next((message) => message.signed === false || 'expired' in message);
  expect((await fetch(`${xaman.simulator.url}/`)).status).toBe(200);
});
