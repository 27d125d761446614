// The API's configuration, read once from environment variables and checked at start.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_SECRET_LENGTH } from '@glow/deploy/preview';
import { ENDPOINTS, type Endpoint } from '@glow/contract';
import { z } from 'zod';

// The local Xaman stand-in's credentials (simulators/src/xaman); production must set real ones.
const SIMULATOR_XAMAN_API_KEY = 'a1b2c3d4-0000-4000-8000-000000000001';
const SIMULATOR_XAMAN_API_SECRET = 'a1b2c3d4-0000-4000-8000-000000000002';

// The local KYC provider stand-in's key and webhook secret (simulators/src/kyc); production must
// set real ones.
const SIMULATOR_KYC_API_KEY = 'glow-dev-kyc-key';
const SIMULATOR_KYC_WEBHOOK_SECRET = 'glow-dev-kyc-webhook-secret';

/** A demo address (its key is not kept anywhere); production sets its own. */
const DEMO_VERIFICATION_ADDRESS = 'rZd2ggfXMw4wqQfkiCB2c4wJoLWchgkYX';

/**
 * The demo programme account, funded at the ledger stand-in's genesis: the address of the
 * simulators' DEMO_PROGRAMME_SEED (simulators/src/xrplLedger/demoProgrammeAccount.ts; the demo
 * seed's test asserts both agree). Production sets the programme's own wallet.
 */
const DEMO_PROGRAMME_ADDRESS = 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq';

const XRPL_ADDRESS = /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/;

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shortest time a CDN may keep an anonymous answer of the API (the contract's `sharedCache`). */
const SHORTEST_SHARED_MAX_AGE_MS = Math.min(
  ...Object.values<Endpoint>(ENDPOINTS).map(
    ({ sharedCache }) => (sharedCache?.sharedMaxAgeSeconds ?? Infinity) * 1000,
  ),
);

const wholeNumber = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be greater than 0`);

/** A proxy Fastify may believe X-Forwarded-For from: an address, a subnet, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...more] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
}

/**
 * The proxies in front of the API, by address (api/docs/conventions.md, "Rate limits"). Not a number of hops: Fastify
 * trusts no one for a number, since a hop count cannot tell a proxy from a client.
 */
const TrustProxySchema = z
  .string()
  .refine(
    (value) => value.split(',').every((entry) => isProxyAddress(entry.trim())),
    'TRUST_PROXY must be a comma-separated list of proxy addresses and subnets (192.0.2.7, 10.0.0.0/8, loopback, linklocal, uniquelocal)',
  )
  .default('loopback');

/** The JSON-RPC calls one voter's ledger read makes: account_info and account_tx. */
export const VOTER_LEDGER_CALLS_PER_VOTER = 2;

/** The SMTP commands of one send (EHLO, MAIL, RCPT, DATA, the message, QUIT), each answered. */
const SMTP_ANSWERS_PER_SEND = 6;

/** The longest one send can take: connecting, then every SMTP answer at its time-out. */
export function longestSmtpSendMs(connectMs: number, answerMs: number): number {
  return connectMs + SMTP_ANSWERS_PER_SEND * answerMs;
}

/** The longest one HTTP call to an outside service can take: connecting, then its answer. */
export function longestHttpCallMs(connectMs: number, answerMs: number): number {
  return connectMs + answerMs;
}

const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce
    .number({ error: 'API_PORT must be a number' })
    .int()
    .min(0)
    .max(65535)
    .default(8082),
  /** A PostgreSQL server; without it the API keeps its data in an embedded PGlite folder. */
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  /** Connections the API keeps open to PostgreSQL (each serves one query at a time). */
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE').default(10),
  /** How long a call waits for a PostgreSQL connection (a new one, or a free one of the pool). */
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber('DATABASE_CONNECT_TIMEOUT_MS').default(5000),
  /** How long one SQL statement may run before PostgreSQL cancels it. */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber('DATABASE_STATEMENT_TIMEOUT_MS').default(10_000),
  PGLITE_DATA_DIR: z.string().default(path.join(API_DIR, '.data', 'pglite')),
  /** Where the app is opened; links in emails point here. */
  PUBLIC_APP_URL: z.url({ error: 'PUBLIC_APP_URL must be a URL' }).default('http://localhost:8080'),
  /** Signs previews of uploaded remote versions; the web server checks them with the same one. */
  GLOW_PREVIEW_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `GLOW_PREVIEW_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  SMTP_URL: z
    .url({ error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .default('smtp://127.0.0.1:2525'),
  MAIL_FROM: z.string().default('Glow <no-reply@glow.local>'),
  /** The programme's inbox: messages of the contact form go there, reply-to their sender. */
  CONTACT_INBOX: z
    .email({ error: 'CONTACT_INBOX must be an email address' })
    .default('help@glow.local'),
  /** Contact messages per client address and per sender's email, per login window. */
  CONTACT_MESSAGES_PER_ADDRESS: wholeNumber('CONTACT_MESSAGES_PER_ADDRESS').default(5),
  CONTACT_MESSAGES_PER_EMAIL: wholeNumber('CONTACT_MESSAGES_PER_EMAIL').default(3),
  /** Area failure reports one client may send per hour (a broken page reports a handful). */
  AREA_FAILURE_REPORTS_PER_CLIENT: wholeNumber('AREA_FAILURE_REPORTS_PER_CLIENT').default(30),
  /**
   * Where the remotes are published, for the automatic rollback (same names as the deploy
   * tooling's): a folder (npm start's .cdn), or a bucket. Neither: no automatic rollback.
   */
  GLOW_CDN_DIR: z.string().trim().min(1, 'GLOW_CDN_DIR must be a folder').optional(),
  GLOW_CDN_S3_BUCKET: z.string().trim().min(1, 'GLOW_CDN_S3_BUCKET must be a bucket').optional(),
  GLOW_CDN_S3_PREFIX: z.string().trim().optional(),
  GLOW_CDN_S3_ENDPOINT: z.url({ error: 'GLOW_CDN_S3_ENDPOINT must be a URL' }).optional(),
  GLOW_CDN_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  GLOW_CDN_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'GLOW_CDN_S3_FORCE_PATH_STYLE must be true or false' })
    .optional(),
  /** Where the live shell is (its mf-manifest.json): a rollback must not break its shared versions. */
  GLOW_SHELL_DIR: z.string().trim().min(1, 'GLOW_SHELL_DIR must be a folder').optional(),
  GLOW_SHELL_S3_BUCKET: z
    .string()
    .trim()
    .min(1, 'GLOW_SHELL_S3_BUCKET must be a bucket')
    .optional(),
  GLOW_SHELL_S3_PREFIX: z.string().trim().optional(),
  /** Whether a failing new version of a remote is rolled back without anyone acting. */
  GLOW_AUTO_ROLLBACK: z
    .enum(['true', 'false'], { error: 'GLOW_AUTO_ROLLBACK must be true or false' })
    .default('true'),
  /** Browsers reporting a new version failing (each counted once) that roll it back. */
  GLOW_AUTO_ROLLBACK_FAILURES: wholeNumber('GLOW_AUTO_ROLLBACK_FAILURES').default(5),
  /** The reports counted are those of the last this many minutes (since the switch at most). */
  GLOW_AUTO_ROLLBACK_WINDOW_MINUTES: wholeNumber('GLOW_AUTO_ROLLBACK_WINDOW_MINUTES').default(10),
  /** How long after its deploy a version is watched; later, only a person rolls it back. */
  GLOW_AUTO_ROLLBACK_WATCH_MINUTES: wholeNumber('GLOW_AUTO_ROLLBACK_WATCH_MINUTES').default(60),
  /** How often the worker reads the live versions and counts their failures. */
  GLOW_AUTO_ROLLBACK_INTERVAL_SECONDS: wholeNumber('GLOW_AUTO_ROLLBACK_INTERVAL_SECONDS').default(
    30,
  ),
  /** How often the email outbox looks for emails to send. */
  EMAIL_POLL_INTERVAL_MS: wholeNumber('EMAIL_POLL_INTERVAL_MS').default(1000),
  /** The wait before an email's first retry; it doubles with each failure, up to 10 minutes. */
  EMAIL_RETRY_MS: wholeNumber('EMAIL_RETRY_MS').default(5000),
  /**
   * How long an email claimed by one instance's outbox worker is its own: another instance sends
   * it only after this, so a worker that died (kill -9) while sending leaves it to the others.
   */
  EMAIL_LEASE_MS: wholeNumber('EMAIL_LEASE_MS').default(5 * 60_000),
  /**
   * Outside services (SMTP, Xaman, the ledger node, GitHub, KYC): time to connect, and to each
   * answer.
   */
  OUTSIDE_CONNECT_TIMEOUT_MS: wholeNumber('OUTSIDE_CONNECT_TIMEOUT_MS').default(3000),
  OUTSIDE_ANSWER_TIMEOUT_MS: wholeNumber('OUTSIDE_ANSWER_TIMEOUT_MS').default(10_000),
  /** How long a stop (SIGTERM, SIGINT) may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS').default(10_000),
  /**
   * How long a stopping API keeps taking requests while its readiness answers 503, so that the
   * load balancer sees it and sends no more before the listener closes.
   */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'SHUTDOWN_DRAIN_MS must be a number' })
    .int('SHUTDOWN_DRAIN_MS must be a whole number')
    .min(0, 'SHUTDOWN_DRAIN_MS must not be negative')
    .default(0),
  /**
   * How long the API hands its answer to an anonymous caller of a public page's call to the next
   * anonymous callers of the same URL (http/publicAnswerCopies.ts); 0: never. At most the
   * answers' s-maxage: a CDN may keep them that long anyway.
   */
  PUBLIC_ANSWER_COPY_MS: z.coerce
    .number({ error: 'PUBLIC_ANSWER_COPY_MS must be a number' })
    .int('PUBLIC_ANSWER_COPY_MS must be a whole number')
    .min(0, 'PUBLIC_ANSWER_COPY_MS must not be negative')
    .max(
      SHORTEST_SHARED_MAX_AGE_MS,
      `PUBLIC_ANSWER_COPY_MS must be at most ${SHORTEST_SHARED_MAX_AGE_MS} (the public answers' s-maxage)`,
    )
    .default(1000),
  /** The operators' listener of GET /metrics (Prometheus); unset or empty: none. 0: any free port. */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'METRICS_PORT must be a number' })
      .int('METRICS_PORT must be a whole number')
      .min(0, 'METRICS_PORT must be a port (0 to 65535)')
      .max(65535, 'METRICS_PORT must be a port (0 to 65535)')
      .optional(),
  ),
  METRICS_HOST: z.string().trim().min(1, 'METRICS_HOST must be a host').default('127.0.0.1'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'], { error: 'SEED_DEMO_DATA must be true or false' })
    .default('false'),
  SESSION_TTL_HOURS: wholeNumber('SESSION_TTL_HOURS').default(24 * 7),
  INVITATION_TTL_HOURS: wholeNumber('INVITATION_TTL_HOURS').default(24 * 7),
  RESET_TTL_MINUTES: wholeNumber('RESET_TTL_MINUTES').default(60),
  LOGIN_ATTEMPTS_PER_EMAIL: wholeNumber('LOGIN_ATTEMPTS_PER_EMAIL').default(5),
  LOGIN_ATTEMPTS_PER_ADDRESS: wholeNumber('LOGIN_ATTEMPTS_PER_ADDRESS').default(30),
  RESET_REQUESTS_PER_ADDRESS: wholeNumber('RESET_REQUESTS_PER_ADDRESS').default(10),
  LOGIN_WINDOW_MINUTES: wholeNumber('LOGIN_WINDOW_MINUTES').default(15),
  /** Which proxies may set X-Forwarded-For (the rate limit counts per client address). */
  TRUST_PROXY: TrustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The OpenAPI document and its page at /api/docs; off in production unless set to true. */
  API_DOCS: z.enum(['true', 'false'], { error: 'API_DOCS must be true or false' }).optional(),
  /** The ledger network wallets must sign on (the browser learns it from /api/config). */
  XRPL_NETWORK: z
    .enum(['mainnet', 'testnet', 'xahau', 'xahau-testnet'], {
      error: 'XRPL_NETWORK must be mainnet, testnet, xahau or xahau-testnet',
    })
    .default('testnet'),
  /** Xaman's platform API (the local stand-in outside production). */
  XAMAN_API_URL: z.url({ error: 'XAMAN_API_URL must be a URL' }).default('http://127.0.0.1:8026'),
  XAMAN_API_KEY: z.uuid({ error: 'XAMAN_API_KEY must be a uuid' }).default(SIMULATOR_XAMAN_API_KEY),
  XAMAN_API_SECRET: z
    .uuid({ error: 'XAMAN_API_SECRET must be a uuid' })
    .default(SIMULATOR_XAMAN_API_SECRET),
  WALLET_CHALLENGE_TTL_MINUTES: wholeNumber('WALLET_CHALLENGE_TTL_MINUTES').default(5),
  /** An XRPL node's JSON-RPC (the local ledger stand-in outside production). */
  XRPL_RPC_URL: z.url({ error: 'XRPL_RPC_URL must be a URL' }).default('http://127.0.0.1:8027'),
  /** Voters register with a 1-drop payment to this address. */
  VOTER_VERIFICATION_ADDRESS: z
    .string()
    .regex(XRPL_ADDRESS, 'VOTER_VERIFICATION_ADDRESS must be an XRPL address')
    .default(DEMO_VERIFICATION_ADDRESS),
  /** How long a registration waits for its payment to be validated. */
  VOTER_PAYMENT_WAIT_SECONDS: wholeNumber('VOTER_PAYMENT_WAIT_SECONDS').default(20),
  /** The wallet every grant is paid from; a batch needs it connected. */
  PROGRAMME_WALLET_ADDRESS: z
    .string()
    .regex(XRPL_ADDRESS, 'PROGRAMME_WALLET_ADDRESS must be an XRPL address')
    .default(DEMO_PROGRAMME_ADDRESS),
  /** A transaction's page on a ledger explorer; `{hash}` is replaced (default: by network). */
  XRPL_EXPLORER_TX_URL: z
    .url({ error: 'XRPL_EXPLORER_TX_URL must be a URL' })
    .refine((url) => url.includes('{hash}'), 'XRPL_EXPLORER_TX_URL must contain {hash}')
    .optional(),
  /** Ledgers a payment's transaction stays valid after its batch (its LastLedgerSequence). */
  PAYMENT_LEDGER_WINDOW: wholeNumber('PAYMENT_LEDGER_WINDOW')
    .min(5, 'PAYMENT_LEDGER_WINDOW must be at least 5')
    .default(100),
  /** How long recording a payment's transaction waits for it to be validated. */
  PAYMENT_VALIDATION_WAIT_SECONDS: wholeNumber('PAYMENT_VALIDATION_WAIT_SECONDS').default(20),
  /** Rows (or nominations) an export reads per query; unset: each export's own size. */
  EXPORT_PAGE_SIZE: wholeNumber('EXPORT_PAGE_SIZE').optional(),
  WALLET_CHALLENGES_PER_ADDRESS: wholeNumber('WALLET_CHALLENGES_PER_ADDRESS').default(120),
  /** How long after its creation a Xaman payload can still sign anyone in. */
  XAMAN_PAYLOAD_MAX_AGE_MINUTES: wholeNumber('XAMAN_PAYLOAD_MAX_AGE_MINUTES').default(10),
  /** Reads of a payload's state (each one asks Xaman): a phone polls every 2 s for 5 minutes. */
  XAMAN_STATUS_CHECKS_PER_PAYLOAD: wholeNumber('XAMAN_STATUS_CHECKS_PER_PAYLOAD').default(200),
  XAMAN_STATUS_CHECKS_PER_ADDRESS: wholeNumber('XAMAN_STATUS_CHECKS_PER_ADDRESS').default(1000),
  /** Registrations (each may wait for the ledger) per wallet and per client address. */
  VOTER_REGISTRATIONS_PER_WALLET: wholeNumber('VOTER_REGISTRATIONS_PER_WALLET').default(10),
  VOTER_REGISTRATIONS_PER_ADDRESS: wholeNumber('VOTER_REGISTRATIONS_PER_ADDRESS').default(60),
  /** The most JSON-RPC calls per second the background reads of voters' ledger facts make. */
  VOTER_LEDGER_CALLS_PER_SECOND: wholeNumber('VOTER_LEDGER_CALLS_PER_SECOND').default(5),
  /** How often the background reads look for voters whose ledger facts are due. */
  VOTER_LEDGER_INTERVAL_MS: wholeNumber('VOTER_LEDGER_INTERVAL_MS').default(60_000),
  /** Voters one round of background reads claims at most (two calls each). */
  VOTER_LEDGER_BATCH: wholeNumber('VOTER_LEDGER_BATCH').default(50),
  /**
   * How long a voter (or funder) claimed by one instance's ledger reads is its own: another
   * instance reads it only after this, so reads left by an instance that died (kill -9) are done.
   */
  VOTER_LEDGER_LEASE_MS: wholeNumber('VOTER_LEDGER_LEASE_MS').default(5 * 60_000),
  /** GitHub's REST API (the local stand-in outside production; https://api.github.com there). */
  GITHUB_API_URL: z.url({ error: 'GITHUB_API_URL must be a URL' }).default('http://127.0.0.1:8029'),
  /** Optional: raises GitHub's rate limit from 60 to 5,000 requests an hour. Never logged. */
  GITHUB_TOKEN: z.string().regex(/^\S*$/, 'GITHUB_TOKEN must be a token without spaces').optional(),
  /** How often the background refresh looks for projects whose GitHub facts are too old. */
  GITHUB_REFRESH_INTERVAL_MS: wholeNumber('GITHUB_REFRESH_INTERVAL_MS').default(60_000),
  /** How often the background worker looks for applications' due-date reminders to send. */
  APPLICATION_REMINDER_INTERVAL_MS: wholeNumber('APPLICATION_REMINDER_INTERVAL_MS').default(
    600_000,
  ),
  /** GitHub facts older than this are read again. */
  GITHUB_FACTS_MAX_AGE_HOURS: wholeNumber('GITHUB_FACTS_MAX_AGE_HOURS').default(24),
  /** Projects one refresh round reads at most (one GitHub request each). */
  GITHUB_REFRESH_BATCH: wholeNumber('GITHUB_REFRESH_BATCH').default(10),
  /**
   * How long the projects one instance's refresh round claimed are its own: another instance
   * reads them only after this, so the projects of an instance that died (kill -9) are read.
   */
  GITHUB_REFRESH_LEASE_MS: wholeNumber('GITHUB_REFRESH_LEASE_MS').default(5 * 60_000),
  /** GitHub links one scout's evidence may have Glow read per login window (one request each). */
  GITHUB_EVIDENCE_READS_PER_SCOUT: wholeNumber('GITHUB_EVIDENCE_READS_PER_SCOUT').default(30),
  /** The identity verification (KYC) provider's API (the local stand-in outside production). */
  KYC_API_URL: z.url({ error: 'KYC_API_URL must be a URL' }).default('http://127.0.0.1:8030'),
  /** Sent as `Authorization: Bearer …` to the provider. Never logged. */
  KYC_API_KEY: z
    .string()
    .regex(/^\S+$/, 'KYC_API_KEY must be a key without spaces')
    .default(SIMULATOR_KYC_API_KEY),
  /** The provider signs its webhooks with it (HMAC-SHA256); never logged. */
  KYC_WEBHOOK_SECRET: z
    .string()
    .regex(/^\S{16,}$/, 'KYC_WEBHOOK_SECRET must be at least 16 characters without spaces')
    .default(SIMULATOR_KYC_WEBHOOK_SECRET),
});

/**
 * Must be set explicitly in production: their defaults only make sense on a developer's machine.
 */
const REQUIRED_IN_PRODUCTION = [
  'DATABASE_URL',
  'SMTP_URL',
  'CONTACT_INBOX',
  'PUBLIC_APP_URL',
  'XAMAN_API_URL',
  'XAMAN_API_KEY',
  'XAMAN_API_SECRET',
  'XRPL_RPC_URL',
  'VOTER_VERIFICATION_ADDRESS',
  'PROGRAMME_WALLET_ADDRESS',
  'GITHUB_API_URL',
  'KYC_API_URL',
  'KYC_API_KEY',
  'KYC_WEBHOOK_SECRET',
] as const;

/** The networks wallets may sign on: ledger network id and Xaman's name for it. */
export const NETWORKS = {
  mainnet: { id: 0, name: 'XRP Ledger mainnet', xaman: 'MAINNET' },
  testnet: { id: 1, name: 'XRP Ledger testnet', xaman: 'TESTNET' },
  xahau: { id: 21337, name: 'Xahau mainnet', xaman: 'XAHAU' },
  'xahau-testnet': { id: 21338, name: 'Xahau testnet', xaman: 'XAHAUTESTNET' },
} as const;

/** Each network's public explorer page of a transaction (XRPL_EXPLORER_TX_URL's default). */
const EXPLORER_TX_URLS: Record<keyof typeof NETWORKS, string> = {
  mainnet: 'https://livenet.xrpl.org/transactions/{hash}',
  testnet: 'https://testnet.xrpl.org/transactions/{hash}',
  xahau: 'https://xahauexplorer.com/tx/{hash}',
  'xahau-testnet': 'https://test.xahauexplorer.com/tx/{hash}',
};
export type Network = (typeof NETWORKS)[keyof typeof NETWORKS];

/**
 * Whether the network's transactions carry a NetworkID and its nodes report their network_id:
 * only above 1024 (the XRP Ledger's mainnet and testnet predate the field).
 */
export const namesItsNetwork = (network: Pick<Network, 'id'>): boolean => network.id > 1024;

export interface Config {
  environment: 'development' | 'test' | 'production';
  host: string;
  port: number;
  database:
    | {
        kind: 'postgresql';
        url: string;
        poolSize?: number;
        connectTimeoutMs?: number;
        statementTimeoutMs?: number;
      }
    | { kind: 'pglite'; dataDir: string | null };
  publicAppUrl: string;
  smtpUrl: string;
  mailFrom: string;
  contact: {
    /** Where contact messages are sent. */
    inbox: string;
    /** Messages per client address and per sender's email, per login window. */
    perAddress: number;
    perEmail: number;
  };
  emailOutbox: { pollIntervalMs: number; firstRetryMs: number; leaseMs: number };
  applicationReminders: { intervalMs: number };
  /** GitHub reads one scout's new evidence links may make per login window. */
  evidence: { githubReadsPerScout: number };
  /** Every outside client (SMTP, Xaman, the ledger node, GitHub) is held to these. */
  outsideTimeouts: OutsideTimeouts;
  shutdownTimeoutMs: number;
  /** How long a stop keeps taking requests, not ready, before closing the listener. */
  shutdownDrainMs: number;
  /** How long an anonymous answer of a public page's call is handed to the next such callers. */
  publicAnswerCopyMs: number;
  /** Where the operators' GET /metrics listens; null: no metrics listener. */
  metrics: { host: string; port: number } | null;
  seedDemoData: boolean;
  /** Unset: no preview can be started (the web server then serves none either). */
  previewSecret: string | undefined;
  sessionTtlMs: number;
  invitationTtlMs: number;
  resetTtlMs: number;
  areaFailures: {
    /** Reports one client address may send per hour; one per remote, version, route and kind is kept. */
    perClient: number;
  };
  loginLimits: {
    perEmail: number;
    perAddress: number;
    resetRequestsPerAddress: number;
    windowMs: number;
  };
  /** The proxies' addresses and subnets, comma-separated (Fastify's trustProxy). */
  trustProxy: string;
  logLevel: string;
  /** Whether /api/docs serves the OpenAPI document and its page. */
  apiDocs: boolean;
  network: Network;
  xaman: { apiUrl: string; apiKey: string; apiSecret: string };
  walletChallengeTtlMs: number;
  /** Wallet challenges and Xaman payloads one client address may ask for per login window. */
  walletChallengesPerAddress: number;
  /** A Xaman payload older than this signs no one in. */
  xamanPayloadMaxAgeMs: number;
  /** Reads of Xaman payloads' states per payload and per client address, per login window. */
  xamanStatusChecks: { perPayload: number; perAddress: number };
  xrplRpcUrl: string;
  voterRegistration: {
    destination: string;
    amountDrops: string;
    waitMs: number;
    /** Registration attempts per wallet address and per client address, per login window. */
    attemptsPerWallet: number;
    attemptsPerAddress: number;
  };
  /** The background reads of voters' ledger facts (workers/voterLedgerWorker.ts). */
  voterLedger: { callsPerSecond: number; intervalMs: number; batch: number; leaseMs: number };
  github: GitHubConfig;
  kyc: KycConfig;
  payments: PaymentsConfig;
  exports: {
    /** Rows (or nominations) per query of every export; null: each export's own size. */
    pageSize: number | null;
  };
  cdn: CdnConfig;
  autoRollback: AutoRollbackConfig;
}

/** Where a CDN store is: a folder, or a bucket (with the variable that named it, for errors). */
export type CdnLocation =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      bucketVariable: string;
      prefix: string | null;
      endpoint: string | null;
      region: string;
      forcePathStyle: boolean;
    };

export interface CdnConfig {
  /** The remotes' store (remotes.json, each remote's versions and history); null: none known. */
  remotes: CdnLocation | null;
  /** The live shell's store (its mf-manifest.json); null: rollbacks are not checked against it. */
  shell: CdnLocation | null;
}

export interface AutoRollbackConfig {
  enabled: boolean;
  /** Browsers reporting a newly deployed version failing, within the window, that roll it back. */
  failures: number;
  windowMs: number;
  /** How long after its deploy a version is watched. */
  watchMs: number;
  intervalMs: number;
}

export interface PaymentsConfig {
  /** The programme's wallet: every grant payment comes from it. */
  programmeAddress: string;
  /** A transaction's explorer page, with `{hash}` to replace. */
  explorerTxUrl: string;
  /** A payment's LastLedgerSequence is the validated ledger at its batch plus this. */
  ledgerWindow: number;
  /** How long recording a transaction waits for the ledger to validate it. */
  validationWaitMs: number;
}

export interface KycConfig {
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
}

export interface GitHubConfig {
  apiUrl: string;
  /** Null: anonymous calls (60 an hour). */
  token: string | null;
  refresh: { intervalMs: number; maxAgeMs: number; batch: number; leaseMs: number };
}

export interface OutsideTimeouts {
  connectMs: number;
  answerMs: number;
}

export class ConfigError extends Error {}

/**
 * Each lease must outlast the work it covers, or two instances could do the same item at once:
 * an email's send; a refresh round's GitHub reads (one request per project, one after another);
 * one voter's ledger reads (two calls).
 */
function leaseProblems(e: z.output<typeof EnvironmentSchema>): string[] {
  const timeouts = 'with OUTSIDE_CONNECT_TIMEOUT_MS and OUTSIDE_ANSWER_TIMEOUT_MS';
  const call = longestHttpCallMs(e.OUTSIDE_CONNECT_TIMEOUT_MS, e.OUTSIDE_ANSWER_TIMEOUT_MS);
  const leases = [
    {
      name: 'EMAIL_LEASE_MS',
      leaseMs: e.EMAIL_LEASE_MS,
      longestMs: longestSmtpSendMs(e.OUTSIDE_CONNECT_TIMEOUT_MS, e.OUTSIDE_ANSWER_TIMEOUT_MS),
      work: 'a send can take',
      twice: 'send one email twice',
    },
    {
      name: 'GITHUB_REFRESH_LEASE_MS',
      leaseMs: e.GITHUB_REFRESH_LEASE_MS,
      longestMs: e.GITHUB_REFRESH_BATCH * call,
      work: `a refresh round's requests can take (GITHUB_REFRESH_BATCH of them)`,
      twice: 'read one repository at the same time',
    },
    {
      name: 'VOTER_LEDGER_LEASE_MS',
      leaseMs: e.VOTER_LEDGER_LEASE_MS,
      longestMs: VOTER_LEDGER_CALLS_PER_VOTER * call,
      work: `a voter's ledger reads can take (${VOTER_LEDGER_CALLS_PER_VOTER} calls)`,
      twice: 'read one voter at the same time',
    },
  ];
  return leases
    .filter(({ leaseMs, longestMs }) => leaseMs <= longestMs)
    .map(
      ({ name, longestMs, work, twice }) =>
        `${name}: ${name} must be longer than ${work} (${longestMs} ms ${timeouts}), or two ` +
        `instances could ${twice}`,
    );
}

/** Reads the configuration; throws a ConfigError listing every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvironmentSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      );
  if (env.NODE_ENV === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!env[name]) problems.push(`${name}: ${name} is required in production`);
    }
    if (env.KYC_WEBHOOK_SECRET?.trim() === SIMULATOR_KYC_WEBHOOK_SECRET) {
      problems.push(
        'KYC_WEBHOOK_SECRET: KYC_WEBHOOK_SECRET must not be the development secret in production',
      );
    }
    if (env.SEED_DEMO_DATA === 'true') {
      problems.push('SEED_DEMO_DATA: SEED_DEMO_DATA must not be true in production');
    }
  }
  for (const [dir, bucket] of [
    ['GLOW_CDN_DIR', 'GLOW_CDN_S3_BUCKET'],
    ['GLOW_SHELL_DIR', 'GLOW_SHELL_S3_BUCKET'],
  ] as const) {
    if (env[dir]?.trim() && env[bucket]?.trim()) {
      problems.push(`${dir}: set ${dir} or ${bucket}, not both`);
    }
  }
  if (parsed.success) problems.push(...leaseProblems(parsed.data));
  if (!parsed.success || problems.length > 0) {
    const list = problems.map((problem) => `  - ${problem}`).join('\n');
    throw new ConfigError(`The API's configuration is invalid:\n${list}`);
  }
  const e = parsed.data;
  const minute = 60_000;
  return {
    environment: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? {
          kind: 'postgresql',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir: e.PGLITE_DATA_DIR },
    publicAppUrl: e.PUBLIC_APP_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contact: {
      inbox: e.CONTACT_INBOX,
      perAddress: e.CONTACT_MESSAGES_PER_ADDRESS,
      perEmail: e.CONTACT_MESSAGES_PER_EMAIL,
    },
    emailOutbox: {
      pollIntervalMs: e.EMAIL_POLL_INTERVAL_MS,
      firstRetryMs: e.EMAIL_RETRY_MS,
      leaseMs: e.EMAIL_LEASE_MS,
    },
    applicationReminders: { intervalMs: e.APPLICATION_REMINDER_INTERVAL_MS },
    evidence: { githubReadsPerScout: e.GITHUB_EVIDENCE_READS_PER_SCOUT },
    outsideTimeouts: {
      connectMs: e.OUTSIDE_CONNECT_TIMEOUT_MS,
      answerMs: e.OUTSIDE_ANSWER_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    publicAnswerCopyMs: e.PUBLIC_ANSWER_COPY_MS,
    metrics: e.METRICS_PORT === undefined ? null : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    previewSecret: e.GLOW_PREVIEW_SECRET,
    sessionTtlMs: e.SESSION_TTL_HOURS * 60 * minute,
    invitationTtlMs: e.INVITATION_TTL_HOURS * 60 * minute,
    resetTtlMs: e.RESET_TTL_MINUTES * minute,
    areaFailures: { perClient: e.AREA_FAILURE_REPORTS_PER_CLIENT },
    loginLimits: {
      perEmail: e.LOGIN_ATTEMPTS_PER_EMAIL,
      perAddress: e.LOGIN_ATTEMPTS_PER_ADDRESS,
      resetRequestsPerAddress: e.RESET_REQUESTS_PER_ADDRESS,
      windowMs: e.LOGIN_WINDOW_MINUTES * minute,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    network: NETWORKS[e.XRPL_NETWORK],
    xaman: { apiUrl: e.XAMAN_API_URL, apiKey: e.XAMAN_API_KEY, apiSecret: e.XAMAN_API_SECRET },
    walletChallengeTtlMs: e.WALLET_CHALLENGE_TTL_MINUTES * minute,
    walletChallengesPerAddress: e.WALLET_CHALLENGES_PER_ADDRESS,
    xamanPayloadMaxAgeMs: e.XAMAN_PAYLOAD_MAX_AGE_MINUTES * minute,
    xamanStatusChecks: {
      perPayload: e.XAMAN_STATUS_CHECKS_PER_PAYLOAD,
      perAddress: e.XAMAN_STATUS_CHECKS_PER_ADDRESS,
    },
    xrplRpcUrl: e.XRPL_RPC_URL,
    voterRegistration: {
      destination: e.VOTER_VERIFICATION_ADDRESS,
      amountDrops: '1',
      waitMs: e.VOTER_PAYMENT_WAIT_SECONDS * 1000,
      attemptsPerWallet: e.VOTER_REGISTRATIONS_PER_WALLET,
      attemptsPerAddress: e.VOTER_REGISTRATIONS_PER_ADDRESS,
    },
    voterLedger: {
      callsPerSecond: e.VOTER_LEDGER_CALLS_PER_SECOND,
      intervalMs: e.VOTER_LEDGER_INTERVAL_MS,
      batch: e.VOTER_LEDGER_BATCH,
      leaseMs: e.VOTER_LEDGER_LEASE_MS,
    },
    github: {
      apiUrl: e.GITHUB_API_URL.replace(/\/$/, ''),
      token: e.GITHUB_TOKEN || null,
      refresh: {
        intervalMs: e.GITHUB_REFRESH_INTERVAL_MS,
        maxAgeMs: e.GITHUB_FACTS_MAX_AGE_HOURS * 60 * minute,
        batch: e.GITHUB_REFRESH_BATCH,
        leaseMs: e.GITHUB_REFRESH_LEASE_MS,
      },
    },
    kyc: {
      apiUrl: e.KYC_API_URL.replace(/\/$/, ''),
      apiKey: e.KYC_API_KEY,
      webhookSecret: e.KYC_WEBHOOK_SECRET,
    },
    payments: {
      programmeAddress: e.PROGRAMME_WALLET_ADDRESS,
      explorerTxUrl: e.XRPL_EXPLORER_TX_URL ?? EXPLORER_TX_URLS[e.XRPL_NETWORK],
      ledgerWindow: e.PAYMENT_LEDGER_WINDOW,
      validationWaitMs: e.PAYMENT_VALIDATION_WAIT_SECONDS * 1000,
    },
    exports: { pageSize: e.EXPORT_PAGE_SIZE ?? null },
    cdn: cdnConfig(e),
    autoRollback: {
      enabled: e.GLOW_AUTO_ROLLBACK === 'true',
      failures: e.GLOW_AUTO_ROLLBACK_FAILURES,
      windowMs: e.GLOW_AUTO_ROLLBACK_WINDOW_MINUTES * minute,
      watchMs: e.GLOW_AUTO_ROLLBACK_WATCH_MINUTES * minute,
      intervalMs: e.GLOW_AUTO_ROLLBACK_INTERVAL_SECONDS * 1000,
    },
  };
}

/** The CDN stores as the deploy tooling names them: a folder, else a bucket, else none. */
function cdnConfig(e: z.output<typeof EnvironmentSchema>): CdnConfig {
  const endpoint = e.GLOW_CDN_S3_ENDPOINT ?? null;
  const bucketAt = (bucketVariable: string, bucket: string, prefix: string | undefined) =>
    ({
      kind: 's3',
      bucket,
      bucketVariable,
      prefix: prefix || null,
      endpoint,
      region: e.GLOW_CDN_S3_REGION,
      // As the deploy tooling: the bucket in the path when an endpoint is named.
      forcePathStyle: (e.GLOW_CDN_S3_FORCE_PATH_STYLE ?? String(endpoint !== null)) === 'true',
    }) as const;
  const at = (
    dir: string | undefined,
    bucketVariable: string,
    bucket: string | undefined,
    prefix: string | undefined,
  ): CdnLocation | null => {
    if (dir) return { kind: 'folder', dir: path.resolve(dir) };
    return bucket ? bucketAt(bucketVariable, bucket, prefix) : null;
  };
  return {
    remotes: at(e.GLOW_CDN_DIR, 'GLOW_CDN_S3_BUCKET', e.GLOW_CDN_S3_BUCKET, e.GLOW_CDN_S3_PREFIX),
    shell: at(
      e.GLOW_SHELL_DIR,
      'GLOW_SHELL_S3_BUCKET',
      e.GLOW_SHELL_S3_BUCKET,
      e.GLOW_SHELL_S3_PREFIX,
    ),
  };
}
