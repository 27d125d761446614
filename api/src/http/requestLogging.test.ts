// The request log: Fastify's line for each request, with a Xaman payload's secret left out.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions } from './logging';

const SECRET = 'S3cr3t-'.repeat(6) + 'x';
const UUID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';

/** A Fastify app logging as the API does, and the lines it logged. */
async function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions('info', stream) });
  app.get('/api/wallets/xaman/getpayload', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

it('logs the URL of a payload read with the secret parameter but not its value', async () => {
  const { app, lines } = await loggingApp();
  await app.inject({ url: `/api/wallets/xaman/getpayload?payloadId=${UUID}&secret=${SECRET}` });
  await app.close();
  const logged = lines.join('\n');
  expect(logged).not.toContain(SECRET);
  const incoming = lines
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string; method: string } })
    .find((entry) => entry.msg === 'incoming request');
  expect(incoming?.req).toMatchObject({
    method: 'GET',
    url: `/api/wallets/xaman/getpayload?payloadId=${UUID}&secret=%5Bredacted%5D`,
  });
});

it('logs any other URL as it came', async () => {
  const { app, lines } = await loggingApp();
  await app.inject({ url: `/api/wallets/xaman/getpayload?payloadId=${UUID}&secrets=a%20b` });
  await app.close();
  const incoming = lines
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .find((entry) => entry.msg === 'incoming request');
  expect(incoming?.req?.url).toBe(`/api/wallets/xaman/getpayload?payloadId=${UUID}&secrets=a%20b`);
});
