// One API for a test file: its own database, SMTP inbox, Xaman stand-in, XRP Ledger stand-in,
// GitHub stand-in and KYC provider stand-in, the demo users and the demo cohort seeded, called in
// process through app.inject (no port).
import {
  ENDPOINTS,
  type CrossmarkHash,
  type Endpoint,
  type EndpointName,
  type ErrorBody,
  type GemWalletHash,
  type LoginResponse,
  type RegisterVoterResponse,
  type Role,
  type WalletKind,
  type WalletSignIn,
  type XamanCreatedPayload,
  type XamanPayload,
} from '@glow/contract';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import type { LogStream } from '../http/logging';
import { DEMO_PASSWORD, demoEmail } from '../seed';
import { createApi, type RunningApi } from '../server';
import { createSmtpMailer, type Mailer } from '../clients/mailer';
import { createXamanClient, type XamanClient } from '../clients/xamanClient';
import { createXrplClient, type XrplClient } from '../clients/xrplClient';
import { openTestDatabase, type TestDatabaseConnection } from './testDatabase';
import { passwordLinkIn, startTestInbox, type TestInbox } from './testInbox';
import {
  startTestLedger,
  type SubmittedPayment,
  type TestLedger,
  type TestLedgerOptions,
} from './testLedger';
import { startTestGitHub, type TestGitHub } from './testGitHub';
import { startTestKyc, type TestKyc } from './testKyc';
import { startTestXaman, type TestXaman } from './testXaman';
import { crossmarkSignature, gemWalletSignature, newWallet, type TestWallet } from './testWallets';

export const PUBLIC_APP_URL = 'http://localhost:8080';

export interface CallOptions {
  token?: string;
  /** Sent as JSON (with its content-type). */
  body?: unknown;
  /** Sent as it is, for bodies that are not JSON; set the content-type in `headers`. */
  rawBody?: string;
  query?: Record<string, string | number>;
  /** The client's address as the API sees it (the rate limit counts per address). */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** What came back; `body` is the parsed JSON (errors are `{ message }`). */
export interface ApiResponse<T> {
  status: number;
  body: T;
}

export type DefaultBody = Partial<ErrorBody> & Record<string, unknown>;

export interface TestApi {
  app: FastifyInstance;
  config: Config;
  connection: TestDatabaseConnection;
  db: Database;
  inbox: TestInbox;
  /** The Xaman stand-in the API talks to (XAMAN_API_URL), on the API's network. */
  xaman: TestXaman;
  /** The XRP Ledger stand-in the API talks to (XRPL_RPC_URL): faucet on, a ledger every 200 ms. */
  ledger: TestLedger;
  /** The GitHub stand-in the API talks to (GITHUB_API_URL), with the demo repositories. */
  github: TestGitHub;
  /** The KYC provider stand-in (KYC_API_URL); its webhooks reach this API through app.inject. */
  kyc: TestKyc;
  /** The operators' GET /metrics, when the test set METRICS_PORT (0: any free port). */
  metricsUrl: string | null;
  call<T = DefaultBody>(
    method: Endpoint['method'],
    path: string,
    options?: CallOptions,
  ): Promise<ApiResponse<T>>;
  /** Signs a demo user in through POST /api/users/login and answers the api_token. */
  loginAs(role: Role, remoteAddress?: string): Promise<string>;
  login(email: string, password: string, remoteAddress?: string): Promise<ApiResponse<DefaultBody>>;
  /** Creates a user as the demo admin, follows the invitation email and sets `password`. */
  addUser(user: { email: string; role: Role; password: string }): Promise<{ id: number }>;
  /**
   * Connects a wallet the way the browser does (a fresh secp256k1 one unless given), sending
   * `token` when given; answers the session it got.
   */
  connectWallet(
    kind: WalletKind,
    options?: { wallet?: TestWallet; token?: string },
  ): Promise<ConnectedTestWallet>;
  /**
   * Signs and submits a real Payment from the wallet, by default the registration payment
   * (1 drop to the verification address), and waits until it is validated when it went into
   * the ledger (tes or tec).
   */
  payToRegister(
    wallet: ConnectedTestWallet | TestWallet,
    payment?: RegistrationPayment,
  ): Promise<SubmittedPayment>;
  /** Pays and registers the wallet's address as a voter (POST /api/voters must answer 201). */
  registerVoter(wallet: ConnectedTestWallet): Promise<RegisterVoterResponse>;
  close(): Promise<void>;
}

export interface RegistrationPayment {
  /** Drops; '1' unless given. */
  amount?: string;
  /** The verification address unless given. */
  destination?: string;
  /** NetworkID to sign into the transaction (left out up to network 1024 unless given). */
  networkId?: number;
  /** More fields for the transaction, or fields to replace. */
  extra?: Record<string, unknown>;
  /** Wait for validation (default true). */
  wait?: boolean;
}

export interface ConnectedTestWallet extends WalletSignIn {
  keys: TestWallet;
}

export type EnvOverrides = Record<string, string>;

export interface TestApiOptions {
  /** Wraps the API's client of the Xaman stand-in, to play a Xaman that answers otherwise. */
  wrapXaman?: (client: XamanClient) => XamanClient;
  /** The XRP Ledger stand-in: its network (the API's unless given), close interval, faucet. */
  ledger?: TestLedgerOptions;
  /** Wraps the API's client of the ledger stand-in, to play a node that answers otherwise. */
  wrapLedger?: (client: XrplClient) => XrplClient;
  /** Wraps the API's SMTP client, to play a mail server that fails. */
  wrapMailer?: (mailer: Mailer) => Mailer;
  /** Receives the API's log lines (set LOG_LEVEL too: tests log nothing unless told). */
  logStream?: LogStream;
  /**
   * Runs the background refresh of GitHub facts (off unless set, so a test sees only the
   * GitHub requests it causes).
   */
  refreshGitHubFacts?: boolean;
  /**
   * Runs the background reminders of applications' due dates (off unless set, so a test sees
   * only the reminders it sends).
   */
  remindApplicants?: boolean;
  /**
   * Runs the background reads of voters' ledger facts (off unless set, so a test sees only the
   * reads it causes).
   */
  readVoterLedgers?: boolean;
}

export async function startTestApi(
  overrides: EnvOverrides = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  const inbox = await startTestInbox();
  let xaman: TestXaman | undefined;
  let ledger: TestLedger | undefined;
  let github: TestGitHub | undefined;
  let kyc: TestKyc | undefined;
  let connection: TestDatabaseConnection | undefined;
  try {
    const environment = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMTP_URL: inbox.smtpUrl,
      PUBLIC_APP_URL,
      // Emails leave the outbox within a few milliseconds, so tests wait little for them.
      EMAIL_POLL_INTERVAL_MS: '20',
      EMAIL_RETRY_MS: '100',
    };
    // The stand-in takes the API's credentials and network, so both read the same configuration.
    const {
      xaman: credentials,
      network,
      kyc: kycConfig,
    } = loadConfig({
      ...environment,
      ...overrides,
    });
    ledger = await startTestLedger(network.id, options.ledger);
    xaman = await startTestXaman({
      ...credentials,
      networkId: network.id,
      ledger: ledger.simulator,
    });
    kyc = await startTestKyc(kycConfig);
    github = await startTestGitHub();
    connection = await openTestDatabase({ seeded: true });
    const config = loadConfig({
      ...environment,
      XAMAN_API_URL: xaman.url,
      XRPL_RPC_URL: ledger.url,
      GITHUB_API_URL: github.url,
      KYC_API_URL: kyc.url,
      ...(connection.url ? { DATABASE_URL: connection.url } : {}),
      ...overrides,
    });
    const api = await createApi(config, {
      connection,
      refreshGitHubFacts: options.refreshGitHubFacts ?? false,
      remindApplicants: options.remindApplicants ?? false,
      readVoterLedgers: options.readVoterLedgers ?? false,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.wrapMailer
        ? {
            mailer: options.wrapMailer(
              createSmtpMailer(config.smtpUrl, config.mailFrom, config.outsideTimeouts),
            ),
          }
        : {}),
      ...(options.wrapXaman
        ? { xaman: options.wrapXaman(createXamanClient(config.xaman, config.outsideTimeouts)) }
        : {}),
      ...(options.wrapLedger
        ? {
            ledger: options.wrapLedger(createXrplClient(config.xrplRpcUrl, config.outsideTimeouts)),
          }
        : {}),
    });
    kyc.deliverTo(api.app);
    return testApi(api, config, connection, inbox, xaman, ledger, github, kyc);
  } catch (error) {
    await connection?.close();
    await kyc?.close();
    await github?.close();
    await ledger?.close();
    await xaman?.close();
    await inbox.close();
    throw error;
  }
}

/**
 * Watches every answer of an endpoint of the contract for a status its route does not document
 * (its success status, the statuses any call may answer, and its contract entry's `errors`):
 * answers what is wrong, by request, for `call` to fail the test with. A path without a route
 * (the router's 404) and the routes that are not endpoints (the API docs) are not watched.
 */
function watchUndocumentedStatuses(app: FastifyInstance): WeakMap<object, string> {
  const undocumented = new WeakMap<object, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = request.routeOptions.schema;
    const name = schema?.operationId;
    if (!name || !Object.hasOwn(ENDPOINTS, name)) return payload;
    if (Object.hasOwn(schema.response ?? {}, String(reply.statusCode))) return payload;
    const { method, path } = ENDPOINTS[name as EndpointName];
    undocumented.set(
      request.raw,
      `${method} ${path} answered ${reply.statusCode}, which its contract entry (${name}) does not list in \`errors\``,
    );
    return payload;
  });
  return undocumented;
}

function testApi(
  { app, metricsUrl, close: closeApi }: RunningApi,
  config: Config,
  connection: TestDatabaseConnection,
  inbox: TestInbox,
  xaman: TestXaman,
  ledger: TestLedger,
  github: TestGitHub,
  kyc: TestKyc,
): TestApi {
  const undocumented = watchUndocumentedStatuses(app);

  async function call<T = DefaultBody>(
    method: Endpoint['method'],
    path: string,
    options: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    const response = await app.inject({
      method,
      url: path,
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : undefined,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      payload: options.body === undefined ? options.rawBody : JSON.stringify(options.body),
      remoteAddress: options.remoteAddress,
    });
    const isJson = response.headers['content-type']?.toString().includes('application/json');
    const body = isJson ? response.json<T>() : (response.body as T);
    const problem = undocumented.get(response.raw.req);
    if (problem) throw new Error(`${problem}: ${JSON.stringify(body)}`);
    return { status: response.statusCode, body };
  }

  function login(email: string, password: string, remoteAddress?: string) {
    return call('POST', '/api/users/login', { body: { email, password }, remoteAddress });
  }

  async function loginAs(role: Role, remoteAddress?: string): Promise<string> {
    const response = await call<LoginResponse>('POST', '/api/users/login', {
      body: { email: demoEmail(role), password: DEMO_PASSWORD },
      remoteAddress,
    });
    if (response.status !== 200)
      throw new Error(
        `Login as ${role} answered ${response.status}: ${JSON.stringify(response.body)}`,
      );
    return response.body.api_token;
  }

  let adminToken: string | undefined;

  async function addUser(user: { email: string; role: Role; password: string }) {
    adminToken ??= await loginAs('admin');
    const created = await call<{ user: { id: number } }>('POST', '/api/users', {
      token: adminToken,
      body: { email: user.email, role: user.role },
    });
    if (created.status !== 201)
      throw new Error(
        `Creating ${user.email} answered ${created.status}: ${JSON.stringify(created.body)}`,
      );
    const { token } = passwordLinkIn(await inbox.waitForMessage(user.email));
    const set = await call('POST', '/api/users/password', {
      body: { token, password: user.password },
    });
    if (set.status !== 200) throw new Error(`Setting the password answered ${set.status}`);
    return { id: created.body.user.id };
  }

  function okBody<T>(what: string, response: ApiResponse<T>): T {
    if (response.status !== 200)
      throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  }

  async function signIn(kind: WalletKind, keys: TestWallet, token?: string) {
    switch (kind) {
      case 'crossmark': {
        const { hash } = okBody(
          'GET crossmark/hash',
          await call<CrossmarkHash>('GET', '/api/wallets/crossmark/hash', { token }),
        );
        return call<WalletSignIn>('POST', '/api/wallets/crossmark/checksign', {
          token,
          body: {
            signature: crossmarkSignature(keys, hash),
            pubkey: keys.publicKey,
            address: keys.address,
            token: hash,
          },
        });
      }
      case 'gemwallet': {
        const challenge = okBody(
          'GET gemwallet/hash',
          await call<GemWalletHash>('GET', '/api/wallets/gemwallet/hash', {
            token,
            query: { pubkey: keys.publicKey, address: keys.address },
          }),
        );
        return call<WalletSignIn>('POST', '/api/wallets/gemwallet/checksign', {
          token,
          body: { signature: gemWalletSignature(keys, challenge.token), token: challenge.token },
        });
      }
      case 'xaman': {
        // The browser asks for a SignIn payload, the person signs it in Xaman, the browser
        // reads the signed hex and hands it back, each time with the payload's secret.
        const created = okBody(
          'POST xaman/createpayload',
          await call<XamanCreatedPayload>('POST', '/api/wallets/xaman/createpayload', {
            token,
            body: { transaction: { TransactionType: 'SignIn' } },
          }),
        );
        await xaman.approve(created.uuid, { seed: keys.seed });
        const payload = okBody(
          'GET xaman/getpayload',
          await call<XamanPayload>('GET', '/api/wallets/xaman/getpayload', {
            token,
            query: { payloadId: created.uuid, secret: created.secret },
          }),
        );
        return call<WalletSignIn>('GET', '/api/wallets/xaman/checksign', {
          token,
          query: {
            hex: payload.response.hex ?? '',
            payloadId: created.uuid,
            secret: created.secret,
          },
        });
      }
    }
  }

  async function connectWallet(
    kind: WalletKind,
    { wallet = newWallet(), token }: { wallet?: TestWallet; token?: string } = {},
  ): Promise<ConnectedTestWallet> {
    const signedIn = okBody(`${kind} sign-in`, await signIn(kind, wallet, token));
    return { ...signedIn, keys: wallet };
  }

  async function payToRegister(
    wallet: ConnectedTestWallet | TestWallet,
    { amount = '1', destination, networkId, extra, wait = true }: RegistrationPayment = {},
  ): Promise<SubmittedPayment> {
    const keys = 'keys' in wallet ? wallet.keys : wallet;
    const payment = await ledger.pay(keys, {
      destination: destination ?? config.voterRegistration.destination,
      amount,
      ...(networkId === undefined ? {} : { networkId }),
      ...(extra ? { extra } : {}),
    });
    const entersLedger = /^(tes|tec)/.test(payment.engineResult);
    if (wait && entersLedger) await ledger.waitForValidation(payment.hash);
    return payment;
  }

  async function registerVoter(wallet: ConnectedTestWallet): Promise<RegisterVoterResponse> {
    const { hash, engineResult } = await payToRegister(wallet);
    if (engineResult !== 'tesSUCCESS') throw new Error(`The payment failed: ${engineResult}`);
    const response = await call<RegisterVoterResponse>('POST', '/api/voters', {
      token: wallet.token,
      body: { transactionHash: hash },
    });
    if (response.status !== 201)
      throw new Error(
        `Registering ${wallet.address} answered ${response.status}: ${JSON.stringify(response.body)}`,
      );
    return response.body;
  }

  return {
    app,
    config,
    connection,
    db: connection.db,
    inbox,
    xaman,
    ledger,
    github,
    kyc,
    metricsUrl,
    call,
    login,
    loginAs,
    addUser,
    connectWallet,
    payToRegister,
    registerVoter,
    async close() {
      try {
        await closeApi();
        await connection.close();
      } finally {
        await kyc.close();
        await github.close();
        await ledger.close();
        await xaman.close();
        await inbox.close();
      }
    },
  };
}
