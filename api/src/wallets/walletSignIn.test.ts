// Crossmark and GemWallet sign-in, with secp256k1 and ed25519 keys: a signature of the challenge
// the API issued starts a session for the address. Every forgery, replay and mix-up is refused
// with a 4xx `{ message }` (never a 500, never a token) and leaves no session for the address.
import type { CrossmarkHash, GemWalletHash, WalletSessionInfo, WalletSignIn } from '@glow/contract';
import { eq, sql } from 'drizzle-orm';
import { deriveAddress } from 'ripple-keypairs';
import { sessions, walletChallenges } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  KEY_ALGORITHMS,
  crossmarkSignature,
  gemWalletSignature,
  newWallet,
  randomHex,
  withBadChecksum,
  type TestWallet,
} from '../testing/testWallets';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

const CHALLENGE_UNUSABLE = 'The sign-in challenge is unknown, used or expired; please try again';
const SIGNATURE_INVALID = 'The wallet signature could not be verified';
const KEY_NOT_OF_ADDRESS = 'pubkey does not belong to address';
const INVALID_ADDRESS = 'address must be a valid XRPL address';

function refused(message: string, status = 400) {
  return { status, body: { message } };
}

/** A public key of the right shape that is no point of the curve, and the address it hashes to. */
const NOT_A_KEY = `03${'FF'.repeat(32)}`;

/** The key's bytes under the other curve's prefix (ED for ed25519, 02 for secp256k1). */
function withOtherCurvePrefix(publicKey: string): string {
  return (publicKey.startsWith('ED') ? '02' : 'ED') + publicKey.slice(2);
}

async function crossmarkHash(): Promise<string> {
  const response = await api.call<CrossmarkHash>('GET', '/api/wallets/crossmark/hash');
  expect(response.status).toBe(200);
  return response.body.hash;
}

function crossmarkChecksign(body: {
  signature: string;
  pubkey: string;
  address: string;
  token: string;
}) {
  return api.call<WalletSignIn>('POST', '/api/wallets/crossmark/checksign', { body });
}

/** What Crossmark sends for `wallet` having signed `hash`. */
function crossmarkBody(wallet: TestWallet, hash: string) {
  return {
    signature: crossmarkSignature(wallet, hash),
    pubkey: wallet.publicKey,
    address: wallet.address,
    token: hash,
  };
}

function gemWalletHash(query: { pubkey: string; address: string }) {
  return api.call<GemWalletHash>('GET', '/api/wallets/gemwallet/hash', { query });
}

async function gemWalletToken(wallet: TestWallet): Promise<string> {
  const response = await gemWalletHash({ pubkey: wallet.publicKey, address: wallet.address });
  expect(response.status).toBe(200);
  return response.body.token;
}

function gemWalletChecksign(body: { signature: string; token: string }) {
  return api.call<WalletSignIn>('POST', '/api/wallets/gemwallet/checksign', { body });
}

function walletSession(token: string) {
  return api.call<WalletSessionInfo>('GET', '/api/wallets/session', { token });
}

async function expireChallenge(challenge: string): Promise<void> {
  await api.db
    .update(walletChallenges)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(walletChallenges.challenge, challenge));
}

/** No session, live or not, was ever started for the address. */
async function expectNoSessionFor(address: string): Promise<void> {
  const rows = await api.db.select().from(sessions).where(eq(sessions.walletAddress, address));
  expect(rows).toEqual([]);
}

async function sessionCountFor(address: string): Promise<number> {
  const rows = await api.db.select().from(sessions).where(eq(sessions.walletAddress, address));
  return rows.length;
}

describe.each(KEY_ALGORITHMS)('with %s keys', (algorithm) => {
  let victim: TestWallet;
  let attacker: TestWallet;

  beforeEach(() => {
    victim = newWallet(algorithm);
    attacker = newWallet(algorithm);
  });

  describe('Crossmark', () => {
    it('signs in with a signature of the hash: the token is a session for the address', async () => {
      const hash = await crossmarkHash();
      expect(hash).toMatch(/^[0-9A-F]{64}$/);
      expect(await crossmarkHash()).not.toBe(hash);

      const response = await crossmarkChecksign(crossmarkBody(victim, hash));
      expect(response).toEqual({
        status: 200,
        body: {
          token: expect.stringMatching(/^\S{20,}$/),
          address: victim.address,
          wallet: 'crossmark',
        },
      });
      expect(await walletSession(response.body.token)).toEqual({
        status: 200,
        body: { address: victim.address, wallet: 'crossmark' },
      });
    });

    it('accepts the public key and signature in lower case', async () => {
      const hash = await crossmarkHash();
      const body = crossmarkBody(victim, hash);
      const response = await crossmarkChecksign({
        ...body,
        signature: body.signature.toLowerCase(),
        pubkey: body.pubkey.toLowerCase(),
      });
      expect(response.status).toBe(200);
      expect(response.body.address).toBe(victim.address);
    });

    it('refuses a random signature', async () => {
      for (const signature of [randomHex(64), randomHex(71)]) {
        const forged = { ...crossmarkBody(victim, await crossmarkHash()), signature };
        expect(await crossmarkChecksign(forged)).toEqual(refused(SIGNATURE_INVALID));
      }
      await expectNoSessionFor(victim.address);
    });

    it("refuses the victim's signature of something else (another hash)", async () => {
      const [hash, other] = [await crossmarkHash(), await crossmarkHash()];
      const body = { ...crossmarkBody(victim, hash), signature: crossmarkSignature(victim, other) };
      expect(await crossmarkChecksign(body)).toEqual(refused(SIGNATURE_INVALID));
      await expectNoSessionFor(victim.address);
    });

    it("refuses another key's valid signature sent with the victim's public key and address", async () => {
      const hash = await crossmarkHash();
      const body = {
        ...crossmarkBody(victim, hash),
        signature: crossmarkSignature(attacker, hash),
      };
      expect(await crossmarkChecksign(body)).toEqual(refused(SIGNATURE_INVALID));
      await expectNoSessionFor(victim.address);
    });

    it('refuses a valid signature whose public key does not derive the claimed address', async () => {
      const hash = await crossmarkHash();
      const body = { ...crossmarkBody(attacker, hash), address: victim.address };
      expect(await crossmarkChecksign(body)).toEqual(refused(SIGNATURE_INVALID));
      await expectNoSessionFor(victim.address);
      await expectNoSessionFor(attacker.address);
    });

    it('gives a challenge one try: after a refused signature the right one is refused too', async () => {
      const hash = await crossmarkHash();
      const forged = { ...crossmarkBody(victim, hash), signature: randomHex(70) };
      expect(await crossmarkChecksign(forged)).toEqual(refused(SIGNATURE_INVALID));
      expect(await crossmarkChecksign(crossmarkBody(victim, hash))).toEqual(
        refused(CHALLENGE_UNUSABLE),
      );
      await expectNoSessionFor(victim.address);
    });

    it('refuses a replayed challenge (the same signed request a second time)', async () => {
      const body = crossmarkBody(victim, await crossmarkHash());
      expect((await crossmarkChecksign(body)).status).toBe(200);
      expect(await crossmarkChecksign(body)).toEqual(refused(CHALLENGE_UNUSABLE));
      expect(await sessionCountFor(victim.address)).toBe(1);
    });

    it('refuses an expired challenge', async () => {
      const hash = await crossmarkHash();
      await expireChallenge(hash);
      expect(await crossmarkChecksign(crossmarkBody(victim, hash))).toEqual(
        refused(CHALLENGE_UNUSABLE),
      );
      await expectNoSessionFor(victim.address);
    });

    it('refuses a hash the API never issued', async () => {
      const hash = randomHex(32);
      expect(await crossmarkChecksign(crossmarkBody(victim, hash))).toEqual(
        refused(CHALLENGE_UNUSABLE),
      );
      await expectNoSessionFor(victim.address);
    });

    it('refuses a GemWallet challenge, signed either way', async () => {
      const token = await gemWalletToken(victim);
      expect(await crossmarkChecksign(crossmarkBody(victim, token))).toEqual(
        refused(CHALLENGE_UNUSABLE),
      );
      const gemWallet = {
        ...crossmarkBody(victim, token),
        signature: gemWalletSignature(victim, token),
      };
      expect(await crossmarkChecksign(gemWallet)).toEqual(refused(CHALLENGE_UNUSABLE));
      await expectNoSessionFor(victim.address);
    });

    it('refuses malformed signatures and public keys with a 400, not a 500', async () => {
      const malformed = [
        { signature: 'ABC' }, // odd length
        { signature: '00' },
        { signature: `30${'00'.repeat(69)}` }, // DER-like zeros
        { pubkey: 'ABC' },
        { pubkey: victim.publicKey.slice(0, 64) }, // cut short
        { pubkey: withOtherCurvePrefix(victim.publicKey) },
        { pubkey: NOT_A_KEY, address: deriveAddress(NOT_A_KEY) }, // no key, but its "address"
      ];
      for (const change of malformed) {
        const body = { ...crossmarkBody(victim, await crossmarkHash()), ...change };
        expect({ change, response: await crossmarkChecksign(body) }).toEqual({
          change,
          response: refused(SIGNATURE_INVALID),
        });
      }
      await expectNoSessionFor(victim.address);
      await expectNoSessionFor(deriveAddress(NOT_A_KEY));
    });

    it('refuses an address with a bad checksum (and keeps the challenge for a real try)', async () => {
      const hash = await crossmarkHash();
      const body = { ...crossmarkBody(victim, hash), address: withBadChecksum(victim.address) };
      expect(await crossmarkChecksign(body)).toEqual(refused(INVALID_ADDRESS));
      expect((await crossmarkChecksign(crossmarkBody(victim, hash))).status).toBe(200);
    });
  });

  describe('GemWallet', () => {
    it('signs in with a signature of the message: the token is a session for the address', async () => {
      const token = await gemWalletToken(victim);
      expect(token).toMatch(/^[0-9A-F]{64}$/);

      const response = await gemWalletChecksign({
        signature: gemWalletSignature(victim, token),
        token,
      });
      expect(response).toEqual({
        status: 200,
        body: {
          token: expect.stringMatching(/^\S{20,}$/),
          address: victim.address,
          wallet: 'gemwallet',
        },
      });
      expect(await walletSession(response.body.token)).toEqual({
        status: 200,
        body: { address: victim.address, wallet: 'gemwallet' },
      });
    });

    it('refuses a random signature', async () => {
      const token = await gemWalletToken(victim);
      expect(await gemWalletChecksign({ signature: randomHex(70), token })).toEqual(
        refused(SIGNATURE_INVALID),
      );
      await expectNoSessionFor(victim.address);
    });

    it("refuses the victim's signature of something else", async () => {
      const [token, other] = [await gemWalletToken(victim), await gemWalletToken(victim)];
      for (const signature of [
        gemWalletSignature(victim, other), // another challenge
        crossmarkSignature(victim, token), // the challenge's bytes, not its text
      ]) {
        const fresh = await gemWalletToken(victim);
        expect(await gemWalletChecksign({ signature, token: fresh })).toEqual(
          refused(SIGNATURE_INVALID),
        );
      }
      await expectNoSessionFor(victim.address);
    });

    it("refuses another key's signature of a challenge issued for the victim's key and address", async () => {
      const token = await gemWalletToken(victim);
      expect(
        await gemWalletChecksign({ signature: gemWalletSignature(attacker, token), token }),
      ).toEqual(refused(SIGNATURE_INVALID));
      await expectNoSessionFor(victim.address);
      await expectNoSessionFor(attacker.address);
    });

    it('refuses a challenge issued for another address, signed by a key that is not its own', async () => {
      // The attacker's challenge, signed by the victim (say, tricked into signing it): the
      // challenge is bound to the attacker's key, so the victim's signature does not verify.
      const token = await gemWalletToken(attacker);
      expect(
        await gemWalletChecksign({ signature: gemWalletSignature(victim, token), token }),
      ).toEqual(refused(SIGNATURE_INVALID));
      await expectNoSessionFor(victim.address);
      await expectNoSessionFor(attacker.address);
    });

    it('issues no challenge for a public key that does not derive the address', async () => {
      expect(await gemWalletHash({ pubkey: attacker.publicKey, address: victim.address })).toEqual(
        refused(KEY_NOT_OF_ADDRESS),
      );
      const rows = await api.db
        .select()
        .from(walletChallenges)
        .where(eq(walletChallenges.address, victim.address));
      expect(rows).toEqual([]);
    });

    it('refuses a replayed challenge', async () => {
      const token = await gemWalletToken(victim);
      const body = { signature: gemWalletSignature(victim, token), token };
      expect((await gemWalletChecksign(body)).status).toBe(200);
      expect(await gemWalletChecksign(body)).toEqual(refused(CHALLENGE_UNUSABLE));
      expect(await sessionCountFor(victim.address)).toBe(1);
    });

    it('gives a challenge one try: after a refused signature the right one is refused too', async () => {
      const token = await gemWalletToken(victim);
      expect(await gemWalletChecksign({ signature: randomHex(64), token })).toEqual(
        refused(SIGNATURE_INVALID),
      );
      expect(
        await gemWalletChecksign({ signature: gemWalletSignature(victim, token), token }),
      ).toEqual(refused(CHALLENGE_UNUSABLE));
      await expectNoSessionFor(victim.address);
    });

    it('refuses an expired challenge', async () => {
      const token = await gemWalletToken(victim);
      await expireChallenge(token);
      expect(
        await gemWalletChecksign({ signature: gemWalletSignature(victim, token), token }),
      ).toEqual(refused(CHALLENGE_UNUSABLE));
      await expectNoSessionFor(victim.address);
    });

    it('refuses a Crossmark challenge, signed either way', async () => {
      for (const sign of [gemWalletSignature, crossmarkSignature]) {
        const hash = await crossmarkHash();
        expect(await gemWalletChecksign({ signature: sign(victim, hash), token: hash })).toEqual(
          refused(CHALLENGE_UNUSABLE),
        );
      }
      await expectNoSessionFor(victim.address);
    });

    it('refuses malformed signatures and public keys with a 400, not a 500', async () => {
      for (const signature of ['ABC', '00', `30${'00'.repeat(69)}`]) {
        const token = await gemWalletToken(victim);
        expect({ signature, response: await gemWalletChecksign({ signature, token }) }).toEqual({
          signature,
          response: refused(SIGNATURE_INVALID),
        });
      }
      for (const pubkey of [
        'ABC',
        victim.publicKey.slice(0, 64),
        withOtherCurvePrefix(victim.publicKey),
      ]) {
        expect({
          pubkey,
          response: await gemWalletHash({ pubkey, address: victim.address }),
        }).toEqual({
          pubkey,
          response: refused(KEY_NOT_OF_ADDRESS),
        });
      }
      // Not a key, but with the address it hashes to: a challenge is issued, no signature verifies.
      const notAKey = { pubkey: NOT_A_KEY, address: deriveAddress(NOT_A_KEY) };
      const issued = await gemWalletHash(notAKey);
      expect(issued.status).toBe(200);
      expect(
        await gemWalletChecksign({ signature: randomHex(70), token: issued.body.token }),
      ).toEqual(refused(SIGNATURE_INVALID));
      await expectNoSessionFor(victim.address);
      await expectNoSessionFor(notAKey.address);
    });

    it('refuses an address with a bad checksum', async () => {
      expect(
        await gemWalletHash({ pubkey: victim.publicKey, address: withBadChecksum(victim.address) }),
      ).toEqual(refused(INVALID_ADDRESS));
    });
  });
});

describe('challenges', () => {
  it('expire after WALLET_CHALLENGE_TTL_MINUTES (5 by default) and are stored once each', async () => {
    const before = Date.now();
    const hash = await crossmarkHash();
    const [row] = await api.db
      .select()
      .from(walletChallenges)
      .where(eq(walletChallenges.challenge, hash));
    expect(row).toMatchObject({ walletKind: 'crossmark', address: null, usedAt: null });
    const ttl = (row?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(5 * 60_000 - 5_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 5_000);
  });

  it('of GemWallet are bound to the public key and address they were asked for', async () => {
    const wallet = newWallet();
    const token = await gemWalletToken(wallet);
    const [row] = await api.db
      .select()
      .from(walletChallenges)
      .where(eq(walletChallenges.challenge, token));
    expect(row).toMatchObject({
      walletKind: 'gemwallet',
      address: wallet.address,
      publicKey: wallet.publicKey,
    });
  });

  it('let only one of two simultaneous sign-ins with the same signed challenge through', async () => {
    const wallet = newWallet();
    const body = crossmarkBody(wallet, await crossmarkHash());
    const responses = await Promise.all([crossmarkChecksign(body), crossmarkChecksign(body)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await sessionCountFor(wallet.address)).toBe(1);
  });
});
