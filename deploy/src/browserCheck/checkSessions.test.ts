// The check signs in on the live site for its pages, and signs out again however it ends: no
// session of its accounts outlives the deploy.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkInBrowser } from './browserCheck';

let server: Server;
let site: string;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`.trim());
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/users/login') {
      response.end(JSON.stringify({ api_token: 'the-check-admin-token' }));
    } else if (request.url === '/api/users/verify') {
      response.end(JSON.stringify({ userInfo: { role: 'admin' } }));
    } else if (request.url === '/api/area-previews') {
      response.setHeader('set-cookie', 'glow_preview=v1.a.b; Path=/; HttpOnly');
      response.end(JSON.stringify({ remotes: {}, expiresAt: '' }));
    } else {
      response.end(JSON.stringify({ success: true, message: 'Logged out' }));
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((closed) => server.close(closed)));

it('signs out the sessions it signed in, even when the browser does not start', async () => {
  await expect(
    checkInBrowser({
      site,
      name: 'glow_judge',
      version: '0.1.0-1a2b3c4d',
      accounts: { admin: { email: 'admin@glow.local', password: 'secret' } },
      // A program that exists but is no browser: the check fails after signing in.
      chromiumPath: '/bin/false',
    }),
  ).rejects.toThrow();
  expect(calls).toEqual([
    'POST /api/users/login',
    'GET /api/users/verify Bearer the-check-admin-token',
    'POST /api/area-previews Bearer the-check-admin-token',
    'POST /api/users/logout Bearer the-check-admin-token',
  ]);
});
