// The API's wallet sign-in checks, for the Jest suites: routes for `installFakeApi` that issue
// single-use challenges and check signatures with the real algorithms (ripple-keypairs), as the
// API does. Only test files import this.
import type { PublicConfig } from '@glow/contract';
import type { FakeRoute } from '@glow/shared-api/testing';
import { utf8Hex } from './testWallets';

export interface VerifyingKeypairs {
  deriveAddress(publicKey: string): string;
  verify(messageHex: string, signature: string, publicKey: string): boolean;
}

/** `GET /api/config` of a testnet deployment. */
export const TEST_CONFIG: PublicConfig = {
  network: { id: 1, name: 'XRPL Testnet', xaman: 'TESTNET' },
  voterRegistration: { destination: 'rVerify1111111111111111111111111', amountDrops: '1' },
};

export interface FakeWalletServer {
  routes: Record<string, FakeRoute>;
  /** The session tokens handed out, in order. */
  tokens: string[];
  /** Set to answer checks with an empty token (the contract's string, but no session). */
  answerWithoutToken: boolean;
}

export function fakeWalletServer(keypairs: VerifyingKeypairs): FakeWalletServer {
  let counter = 0;
  const challenges = new Map<string, { address?: string; publicKey?: string; used: boolean }>();
  const server: FakeWalletServer = { routes: {}, tokens: [], answerWithoutToken: false };

  function challenge(boundTo: { address?: string; publicKey?: string } = {}): string {
    counter += 1;
    const value = counter.toString(16).toUpperCase().padStart(64, 'A');
    challenges.set(value, { ...boundTo, used: false });
    return value;
  }

  function consume(value: string) {
    const found = challenges.get(value);
    if (!found || found.used) return null;
    found.used = true;
    return found;
  }

  function isSignedBy(hex: string, signature: string, publicKey: string, address: string) {
    try {
      return (
        keypairs.deriveAddress(publicKey) === address && keypairs.verify(hex, signature, publicKey)
      );
    } catch {
      return false;
    }
  }

  function signedIn(address: string, wallet: string) {
    if (server.answerWithoutToken) return { body: { token: '', address, wallet } };
    const token = `session-${server.tokens.length + 1}`;
    server.tokens.push(token);
    return { body: { token, address, wallet } };
  }

  const refused = (message: string) => ({ status: 400, body: { message } });

  server.routes = {
    'GET /api/config': { body: TEST_CONFIG },
    'GET /api/wallets/crossmark/hash': () => ({ body: { hash: challenge() } }),
    'POST /api/wallets/crossmark/checksign': ({ body }) => {
      const { signature, pubkey, address, token } = body as {
        signature: string;
        pubkey: string;
        address: string;
        token: string;
      };
      if (!consume(token)) return refused('This challenge cannot be used, please try again');
      if (!isSignedBy(token, signature, pubkey, address)) return refused('Invalid signature');
      return signedIn(address, 'crossmark');
    },
    'GET /api/wallets/gemwallet/hash': ({ query }) => {
      if (keypairs.deriveAddress(query.pubkey ?? '') !== query.address) {
        return refused('The public key is not the address');
      }
      return { body: { token: challenge({ address: query.address, publicKey: query.pubkey }) } };
    },
    'POST /api/wallets/gemwallet/checksign': ({ body }) => {
      const { signature, token } = body as { signature: string; token: string };
      const found = consume(token);
      if (!found?.address || !found.publicKey) {
        return refused('This challenge cannot be used, please try again');
      }
      if (!isSignedBy(utf8Hex(token), signature, found.publicKey, found.address)) {
        return refused('Invalid signature');
      }
      return signedIn(found.address, 'gemwallet');
    },
  };
  return server;
}
