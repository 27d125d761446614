// Sessions holding a wallet, a user, or both: connecting a wallet while signed in, signing in
// while a wallet is connected, disconnecting the wallet, logging out, and GET /api/config.
import {
  WALLET_KINDS,
  type LoginResponse,
  type VerifyResponse,
  type WalletSessionInfo,
} from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { unauthenticated } from '../errors/domainErrors';
import { hashSecretToken } from '../users/secretTokens';
import { findSession, replaceSession } from '../users/sessions';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

const PLEASE_LOGIN = { status: 401, body: { message: 'Please login' } };
const CONNECT_WALLET = { status: 401, body: { message: 'Please connect your wallet' } };
const DISCONNECTED = { status: 200, body: { success: true, message: 'wallet disconnected' } };

function verify(token: string) {
  return api.call<VerifyResponse>('GET', '/api/users/verify', { token });
}

function walletSession(token: string) {
  return api.call<WalletSessionInfo>('GET', '/api/wallets/session', { token });
}

function disconnect(token: string) {
  return api.call('DELETE', '/api/wallets/session', { token });
}

async function expiryOf(token: string): Promise<Date | undefined> {
  const [row] = await api.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSecretToken(token)));
  return row?.expiresAt;
}

async function expectUser(token: string, email: string): Promise<void> {
  const response = await verify(token);
  expect(response.status).toBe(200);
  expect(response.body.userInfo.email).toBe(email);
}

it('GET /api/config answers the ledger network wallets sign on (testnet by default) and where voters pay', async () => {
  expect(await api.call('GET', '/api/config')).toEqual({
    status: 200,
    body: {
      network: { id: 1, name: 'XRP Ledger testnet', xaman: 'TESTNET' },
      voterRegistration: {
        destination: api.config.voterRegistration.destination,
        amountDrops: '1',
      },
    },
  });
});

describe('a wallet-only session', () => {
  it.each(WALLET_KINDS)('from %s: has the wallet, and no user', async (kind) => {
    const { token, address, keys } = await api.connectWallet(kind);
    expect(address).toBe(keys.address);
    expect(await walletSession(token)).toEqual({ status: 200, body: { address, wallet: kind } });
    expect(await verify(token)).toEqual(PLEASE_LOGIN);
    expect(await api.call('POST', '/api/users/logout', { token })).toEqual(PLEASE_LOGIN);
    expect(
      await api.call('POST', '/api/updateProfile', {
        token,
        body: { firstName: 'Wallet', lastName: 'Holder' },
      }),
    ).toEqual(PLEASE_LOGIN);
    expect(await api.call('GET', '/api/users', { token })).toEqual(PLEASE_LOGIN);
  });

  it('ends when the wallet is disconnected', async () => {
    const { token } = await api.connectWallet('crossmark');
    expect(await disconnect(token)).toEqual(DISCONNECTED);
    expect(await walletSession(token)).toEqual(CONNECT_WALLET);
    expect(await disconnect(token)).toEqual(CONNECT_WALLET);
  });

  it('keeps the wallet when its holder signs in with a password (a new token holding both)', async () => {
    const wallet = await api.connectWallet('gemwallet');
    const login = await api.call<LoginResponse>('POST', '/api/users/login', {
      token: wallet.token,
      body: { email: 'judge@glow.local', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const both = login.body.api_token;
    expect(both).not.toBe(wallet.token);
    await expectUser(both, 'judge@glow.local');
    expect(await walletSession(both)).toEqual({
      status: 200,
      body: { address: wallet.address, wallet: 'gemwallet' },
    });
    // The wallet-only token was replaced.
    expect(await walletSession(wallet.token)).toEqual(CONNECT_WALLET);
  });

  it('stays as it was after a failed password sign-in', async () => {
    const wallet = await api.connectWallet('crossmark');
    const login = await api.call('POST', '/api/users/login', {
      token: wallet.token,
      body: { email: 'judge@glow.local', password: 'not-the-password' },
    });
    expect(login.status).toBe(401);
    expect((await walletSession(wallet.token)).status).toBe(200);
    expect(await verify(wallet.token)).toEqual(PLEASE_LOGIN);
  });

  it('is replaced when another wallet connects with its token', async () => {
    const first = await api.connectWallet('crossmark');
    const second = await api.connectWallet('xaman', { token: first.token });
    expect(second.address).not.toBe(first.address);
    expect(await walletSession(second.token)).toEqual({
      status: 200,
      body: { address: second.address, wallet: 'xaman' },
    });
    expect(await walletSession(first.token)).toEqual(CONNECT_WALLET);
    expect(await verify(second.token)).toEqual(PLEASE_LOGIN);
  });
});

describe('a signed-in user who connects a wallet', () => {
  it.each(WALLET_KINDS)(
    'with %s: gets a new token holding both, and the old token ends',
    async (kind) => {
      const judge = await api.loginAs('judge');
      const { token, address } = await api.connectWallet(kind, { token: judge });
      expect(token).not.toBe(judge);
      await expectUser(token, 'judge@glow.local');
      expect(await walletSession(token)).toEqual({ status: 200, body: { address, wallet: kind } });
      expect(await verify(judge)).toEqual(PLEASE_LOGIN);
      expect(await walletSession(judge)).toEqual(CONNECT_WALLET);
    },
  );

  it.each(WALLET_KINDS)(
    "with %s: the new token ends when the user's session would have (no renewal)",
    async (kind) => {
      const judge = await api.loginAs('judge');
      // A session with 3 seconds left: a stolen token must not be renewed by connecting a wallet.
      await api.db
        .update(sessions)
        .set({ expiresAt: sql`now() + interval '3 seconds'` })
        .where(eq(sessions.tokenHash, hashSecretToken(judge)));
      const ends = await expiryOf(judge);
      const { token } = await api.connectWallet(kind, { token: judge });
      expect(await expiryOf(token)).toEqual(ends);
      await expectUser(token, 'judge@glow.local');

      await new Promise((resolve) => setTimeout(resolve, ends!.getTime() - Date.now() + 100));
      expect(await verify(token)).toEqual(PLEASE_LOGIN);
      expect(await walletSession(token)).toEqual(CONNECT_WALLET);
    },
  );

  it('hands the user on once: a second connection checked with the same token is refused', async () => {
    // Two connections sent at once with one token both pass the token check; the first to reach
    // the database ends the session, so the second must not carry the user (or a fresh expiry).
    const judge = await api.loginAs('judge');
    const session = await findSession(api.db, judge);
    const holder = { userId: session!.actor!.id, wallet: null };
    const replace = () =>
      replaceSession(api.db, session!.sessionId, holder, api.config.sessionTtlMs, {
        keepExpiry: true,
      });
    await expectUser(await replace(), 'judge@glow.local');
    await expect(replace()).rejects.toEqual(unauthenticated('Please login'));
  });

  it('signing in with a password starts a full session, keeping the wallet', async () => {
    const wallet = await api.connectWallet('crossmark');
    const before = Date.now();
    const login = await api.call<LoginResponse>('POST', '/api/users/login', {
      token: wallet.token,
      body: { email: 'judge@glow.local', password: DEMO_PASSWORD },
    });
    const lifetime = (await expiryOf(login.body.api_token))!.getTime() - before;
    expect(Math.abs(lifetime - api.config.sessionTtlMs)).toBeLessThan(60_000);
  });

  it('stays signed in when the wallet is disconnected, and can connect again', async () => {
    const judge = await api.loginAs('judge');
    const { token } = await api.connectWallet('crossmark', { token: judge });
    expect(await disconnect(token)).toEqual(DISCONNECTED);
    await expectUser(token, 'judge@glow.local');
    expect(await walletSession(token)).toEqual(CONNECT_WALLET);
    expect(await disconnect(token)).toEqual(CONNECT_WALLET);

    const again = await api.connectWallet('gemwallet', { token });
    await expectUser(again.token, 'judge@glow.local');
    expect((await walletSession(again.token)).body).toEqual({
      address: again.address,
      wallet: 'gemwallet',
    });
  });

  it('ends both with a logout', async () => {
    const judge = await api.loginAs('judge');
    const { token } = await api.connectWallet('xaman', { token: judge });
    expect((await api.call('POST', '/api/users/logout', { token })).status).toBe(200);
    expect(await verify(token)).toEqual(PLEASE_LOGIN);
    expect(await walletSession(token)).toEqual(CONNECT_WALLET);
  });

  it('keeps the wallet but not the first user when another user signs in with the token', async () => {
    const judge = await api.loginAs('judge');
    const { token, address } = await api.connectWallet('crossmark', { token: judge });
    const login = await api.call<LoginResponse>('POST', '/api/users/login', {
      token,
      body: { email: 'scout@glow.local', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    await expectUser(login.body.api_token, 'scout@glow.local');
    expect((await walletSession(login.body.api_token)).body).toMatchObject({ address });
    expect(await verify(token)).toEqual(PLEASE_LOGIN);
  });

  it('gets no user back from a token that has ended: connecting with it gives a wallet-only session', async () => {
    const judge = await api.loginAs('judge');
    expect((await api.call('POST', '/api/users/logout', { token: judge })).status).toBe(200);
    const { token } = await api.connectWallet('crossmark', { token: judge });
    expect(await verify(token)).toEqual(PLEASE_LOGIN);
    expect((await walletSession(token)).status).toBe(200);
    expect(await verify(judge)).toEqual(PLEASE_LOGIN);
  });

  it("does not touch the user's other sessions", async () => {
    const [judge, elsewhere] = [await api.loginAs('judge'), await api.loginAs('judge')];
    const { token } = await api.connectWallet('gemwallet', { token: judge });
    await expectUser(elsewhere, 'judge@glow.local');
    expect(await walletSession(elsewhere)).toEqual(CONNECT_WALLET);
    expect(await disconnect(token)).toEqual(DISCONNECTED);
    await expectUser(elsewhere, 'judge@glow.local');
  });
});
