// loadConfig: every wrong variable is named, and production refuses what would be unsafe.
import { ConfigError, loadConfig } from './config';

function errorOf(load: () => unknown): ConfigError {
  try {
    load();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig did not throw');
}

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://glow:secret@db.example.com:5432/glow',
  SMTP_URL: 'smtp://mail.example.com:587',
  CONTACT_INBOX: 'grants@example.com',
  PUBLIC_APP_URL: 'https://glow.example.com/',
  XAMAN_API_URL: 'https://xumm.app',
  XAMAN_API_KEY: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  XAMAN_API_SECRET: '1a2b3c4d-5e6f-4a0b-9c8d-7e6f5a4b3c2d',
  XRPL_RPC_URL: 'https://s.altnet.rippletest.net:51234',
  VOTER_VERIFICATION_ADDRESS: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  PROGRAMME_WALLET_ADDRESS: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  GITHUB_API_URL: 'https://api.github.com',
  KYC_API_URL: 'https://kyc.example.com/',
  KYC_API_KEY: 'kyc_live_0123456789',
  KYC_WEBHOOK_SECRET: 'whsec_0123456789abcdef0123',
};

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

it('reads a complete production configuration', () => {
  const config = loadConfig(PRODUCTION);
  expect(config).toMatchObject({
    environment: 'production',
    database: { kind: 'postgresql', url: PRODUCTION.DATABASE_URL, poolSize: 10 },
    smtpUrl: PRODUCTION.SMTP_URL,
    contact: { inbox: 'grants@example.com', perAddress: 5, perEmail: 3 },
    publicAppUrl: 'https://glow.example.com',
    seedDemoData: false,
    xaman: {
      apiUrl: PRODUCTION.XAMAN_API_URL,
      apiKey: PRODUCTION.XAMAN_API_KEY,
      apiSecret: PRODUCTION.XAMAN_API_SECRET,
    },
    xrplRpcUrl: PRODUCTION.XRPL_RPC_URL,
    github: { apiUrl: 'https://api.github.com', token: null },
    voterRegistration: {
      destination: PRODUCTION.VOTER_VERIFICATION_ADDRESS,
      amountDrops: '1',
      waitMs: 20_000,
    },
  });
});

it('uses embedded PGlite and the defaults in development', () => {
  const config = loadConfig({});
  expect(config.environment).toBe('development');
  expect(config.database.kind).toBe('pglite');
  expect(config.port).toBe(8082);
  expect(config.loginLimits).toEqual({
    perEmail: 5,
    perAddress: 30,
    resetRequestsPerAddress: 10,
    windowMs: 15 * 60_000,
  });
});

it(`names each of ${REQUIRED_IN_PRODUCTION.join(', ')} when missing in production`, () => {
  const error = errorOf(() => loadConfig({ NODE_ENV: 'production' }));
  for (const name of REQUIRED_IN_PRODUCTION) {
    expect(error.message).toContain(`${name} is required in production`);
  }
});

it.each(REQUIRED_IN_PRODUCTION)('names only %s when it alone is missing in production', (name) => {
  const without: Record<string, string> = { ...PRODUCTION };
  delete without[name];
  const error = errorOf(() => loadConfig(without));
  expect(error.message).toContain(`${name} is required in production`);
  for (const other of REQUIRED_IN_PRODUCTION.filter((n) => n !== name)) {
    expect(error.message).not.toContain(other);
  }
});

it('uses the local Xaman stand-in and XRP Ledger testnet outside production', () => {
  const config = loadConfig({});
  expect(config.network).toEqual({ id: 1, name: 'XRP Ledger testnet', xaman: 'TESTNET' });
  expect(config.xaman).toEqual({
    apiUrl: 'http://127.0.0.1:8026',
    apiKey: 'a1b2c3d4-0000-4000-8000-000000000001',
    apiSecret: 'a1b2c3d4-0000-4000-8000-000000000002',
  });
  expect(config.walletChallengeTtlMs).toBe(5 * 60_000);
});

it.each([
  ['mainnet', 0, 'MAINNET'],
  ['testnet', 1, 'TESTNET'],
  ['xahau', 21337, 'XAHAU'],
  ['xahau-testnet', 21338, 'XAHAUTESTNET'],
])('reads XRPL_NETWORK=%s as network id %i (%s in Xaman)', (name, id, xaman) => {
  expect(loadConfig({ XRPL_NETWORK: name }).network).toMatchObject({ id, xaman });
  expect(loadConfig({ ...PRODUCTION, XRPL_NETWORK: name }).network.id).toBe(id);
});

it('names an unknown XRPL_NETWORK and Xaman credentials that are not uuids', () => {
  for (const network of ['devnet', 'Testnet', '1', '']) {
    expect(errorOf(() => loadConfig({ XRPL_NETWORK: network })).message).toContain(
      'XRPL_NETWORK must be mainnet, testnet, xahau or xahau-testnet',
    );
  }
  const error = errorOf(() =>
    loadConfig({
      ...PRODUCTION,
      XAMAN_API_URL: 'not a url',
      XAMAN_API_KEY: 'key',
      XAMAN_API_SECRET: 'secret',
    }),
  );
  expect(error.message).toContain('XAMAN_API_URL must be a URL');
  expect(error.message).toContain('XAMAN_API_KEY must be a uuid');
  expect(error.message).toContain('XAMAN_API_SECRET must be a uuid');
});

it('names a WALLET_CHALLENGE_TTL_MINUTES that is not a positive whole number', () => {
  expect(errorOf(() => loadConfig({ WALLET_CHALLENGE_TTL_MINUTES: '0' })).message).toContain(
    'WALLET_CHALLENGE_TTL_MINUTES must be greater than 0',
  );
  expect(loadConfig({ WALLET_CHALLENGE_TTL_MINUTES: '2' }).walletChallengeTtlMs).toBe(120_000);
});

it('refuses an email lease no longer than a send can take, which would let two instances send it', () => {
  expect(loadConfig({}).emailOutbox.leaseMs).toBe(300_000);
  const env = { OUTSIDE_CONNECT_TIMEOUT_MS: '1000', OUTSIDE_ANSWER_TIMEOUT_MS: '2000' };
  expect(errorOf(() => loadConfig({ ...env, EMAIL_LEASE_MS: '13000' })).message).toContain(
    'EMAIL_LEASE_MS must be longer than a send can take (13000 ms with OUTSIDE_CONNECT_TIMEOUT_MS',
  );
  expect(loadConfig({ ...env, EMAIL_LEASE_MS: '13001' }).emailOutbox.leaseMs).toBe(13_001);
});

it("refuses a GitHub refresh lease no longer than a round's requests can take", () => {
  expect(loadConfig({}).github.refresh.leaseMs).toBe(300_000);
  const env = {
    OUTSIDE_CONNECT_TIMEOUT_MS: '1000',
    OUTSIDE_ANSWER_TIMEOUT_MS: '2000',
    GITHUB_REFRESH_BATCH: '4',
  };
  expect(errorOf(() => loadConfig({ ...env, GITHUB_REFRESH_LEASE_MS: '12000' })).message).toContain(
    "GITHUB_REFRESH_LEASE_MS must be longer than a refresh round's requests can take (GITHUB_REFRESH_BATCH of them) (12000 ms",
  );
  expect(loadConfig({ ...env, GITHUB_REFRESH_LEASE_MS: '12001' }).github.refresh.leaseMs).toBe(
    12_001,
  );
});

it("refuses a voter ledger lease no longer than a voter's reads can take", () => {
  expect(loadConfig({}).voterLedger.leaseMs).toBe(300_000);
  const env = { OUTSIDE_CONNECT_TIMEOUT_MS: '1000', OUTSIDE_ANSWER_TIMEOUT_MS: '2000' };
  expect(errorOf(() => loadConfig({ ...env, VOTER_LEDGER_LEASE_MS: '6000' })).message).toContain(
    "VOTER_LEDGER_LEASE_MS must be longer than a voter's ledger reads can take (2 calls) (6000 ms",
  );
  expect(loadConfig({ ...env, VOTER_LEDGER_LEASE_MS: '6001' }).voterLedger.leaseMs).toBe(6001);
});

it('refuses demo data in production', () => {
  const error = errorOf(() => loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }));
  expect(error.message).toContain('SEED_DEMO_DATA');
  expect(loadConfig({ SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
});

it('names a port that is not a number, and every other wrong variable', () => {
  const error = errorOf(() =>
    loadConfig({ API_PORT: 'abc', LOGIN_ATTEMPTS_PER_EMAIL: '0', LOG_LEVEL: 'loud' }),
  );
  expect(error.message).toContain('API_PORT must be a number');
  expect(error.message).toContain('LOGIN_ATTEMPTS_PER_EMAIL must be greater than 0');
  expect(error.message).toContain('LOG_LEVEL');
});

it('reads the voter registration settings, and names wrong ones', () => {
  expect(loadConfig({ VOTER_PAYMENT_WAIT_SECONDS: '3' }).voterRegistration.waitMs).toBe(3000);
  const error = errorOf(() =>
    loadConfig({
      VOTER_PAYMENT_WAIT_SECONDS: '0',
      VOTER_VERIFICATION_ADDRESS: 'not-an-address',
      XRPL_RPC_URL: 'nope',
    }),
  );
  expect(error.message).toContain('VOTER_PAYMENT_WAIT_SECONDS must be greater than 0');
  expect(error.message).toContain('VOTER_VERIFICATION_ADDRESS must be an XRPL address');
  expect(error.message).toContain('XRPL_RPC_URL must be a URL');
});

it('reads DATABASE_POOL_SIZE (10 unless set)', () => {
  expect(loadConfig({ ...PRODUCTION, DATABASE_POOL_SIZE: '24' }).database).toMatchObject({
    kind: 'postgresql',
    url: PRODUCTION.DATABASE_URL,
    poolSize: 24,
  });
  expect(errorOf(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).message).toContain(
    'DATABASE_POOL_SIZE must be greater than 0',
  );
});

it('reads the time-outs of the database, outside services, the email outbox and shutdown', () => {
  expect(loadConfig(PRODUCTION)).toMatchObject({
    database: { connectTimeoutMs: 5000, statementTimeoutMs: 10_000 },
    outsideTimeouts: { connectMs: 3000, answerMs: 10_000 },
    emailOutbox: { pollIntervalMs: 1000, firstRetryMs: 5000 },
    shutdownTimeoutMs: 10_000,
  });
  const set = loadConfig({
    ...PRODUCTION,
    DATABASE_CONNECT_TIMEOUT_MS: '1500',
    DATABASE_STATEMENT_TIMEOUT_MS: '2500',
    OUTSIDE_CONNECT_TIMEOUT_MS: '700',
    OUTSIDE_ANSWER_TIMEOUT_MS: '900',
    EMAIL_POLL_INTERVAL_MS: '250',
    EMAIL_RETRY_MS: '30000',
    SHUTDOWN_TIMEOUT_MS: '4000',
  });
  expect(set).toMatchObject({
    database: { connectTimeoutMs: 1500, statementTimeoutMs: 2500 },
    outsideTimeouts: { connectMs: 700, answerMs: 900 },
    emailOutbox: { pollIntervalMs: 250, firstRetryMs: 30_000 },
    shutdownTimeoutMs: 4000,
  });
  const error = errorOf(() =>
    loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0', SHUTDOWN_TIMEOUT_MS: 'soon' }),
  );
  expect(error.message).toContain('DATABASE_STATEMENT_TIMEOUT_MS must be greater than 0');
  expect(error.message).toContain('SHUTDOWN_TIMEOUT_MS must be a number');
});

it('reads TRUST_PROXY as a list of proxy addresses and subnets (loopback unless set)', () => {
  expect(loadConfig({}).trustProxy).toBe('loopback');
  for (const value of ['10.0.0.5', '10.0.0.0/8, 192.0.2.7', 'loopback,uniquelocal', 'fd00::/8']) {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(value);
  }
});

it('names a TRUST_PROXY that is not a list of addresses (a hop count is refused too)', () => {
  for (const value of ['true', '2', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1,', '::1/129']) {
    expect(errorOf(() => loadConfig({ TRUST_PROXY: value })).message).toContain(
      'TRUST_PROXY must be a comma-separated list of proxy addresses and subnets',
    );
  }
});

it('serves /api/docs outside production, and in production only with API_DOCS=true', () => {
  expect(loadConfig({}).apiDocs).toBe(true);
  expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
  expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
  for (const value of ['yes', 'on', '1', '']) {
    expect(errorOf(() => loadConfig({ API_DOCS: value })).message).toContain(
      'API_DOCS must be true or false',
    );
  }
});

it('reads the Xaman payload and voter registration limits, and names wrong ones', () => {
  const defaults = loadConfig({});
  expect(defaults.xamanPayloadMaxAgeMs).toBe(10 * 60_000);
  expect(defaults.xamanStatusChecks).toEqual({ perPayload: 200, perAddress: 1000 });
  expect(defaults.voterRegistration).toMatchObject({
    attemptsPerWallet: 10,
    attemptsPerAddress: 60,
  });
  const set = loadConfig({
    XAMAN_PAYLOAD_MAX_AGE_MINUTES: '3',
    XAMAN_STATUS_CHECKS_PER_PAYLOAD: '5',
    XAMAN_STATUS_CHECKS_PER_ADDRESS: '50',
    VOTER_REGISTRATIONS_PER_WALLET: '2',
    VOTER_REGISTRATIONS_PER_ADDRESS: '4',
  });
  expect(set.xamanPayloadMaxAgeMs).toBe(3 * 60_000);
  expect(set.xamanStatusChecks).toEqual({ perPayload: 5, perAddress: 50 });
  expect(set.voterRegistration).toMatchObject({ attemptsPerWallet: 2, attemptsPerAddress: 4 });

  const names = [
    'XAMAN_PAYLOAD_MAX_AGE_MINUTES',
    'XAMAN_STATUS_CHECKS_PER_PAYLOAD',
    'XAMAN_STATUS_CHECKS_PER_ADDRESS',
    'VOTER_REGISTRATIONS_PER_WALLET',
    'VOTER_REGISTRATIONS_PER_ADDRESS',
  ];
  const error = errorOf(() => loadConfig(Object.fromEntries(names.map((name) => [name, '0']))));
  for (const name of names) expect(error.message).toContain(`${name} must be greater than 0`);
});

it('uses the local GitHub stand-in without a token outside production, and refreshes daily', () => {
  expect(loadConfig({}).github).toEqual({
    apiUrl: 'http://127.0.0.1:8029',
    token: null,
    refresh: { intervalMs: 60_000, maxAgeMs: 24 * 60 * 60_000, batch: 10, leaseMs: 300_000 },
  });
});

it('reads GITHUB_TOKEN (an empty one is none) and the refresh settings', () => {
  const config = loadConfig({
    GITHUB_API_URL: 'https://github.example.com/api/v3/',
    GITHUB_TOKEN: 'ghp_0123456789abcdef',
    GITHUB_REFRESH_INTERVAL_MS: '5000',
    GITHUB_FACTS_MAX_AGE_HOURS: '6',
    GITHUB_REFRESH_BATCH: '3',
    GITHUB_REFRESH_LEASE_MS: '120000',
  });
  expect(config.github).toEqual({
    apiUrl: 'https://github.example.com/api/v3',
    token: 'ghp_0123456789abcdef',
    refresh: { intervalMs: 5000, maxAgeMs: 6 * 60 * 60_000, batch: 3, leaseMs: 120_000 },
  });
  expect(loadConfig({ GITHUB_TOKEN: '' }).github.token).toBeNull();
});

it("limits the GitHub reads of a scout's evidence to 30 a window unless set", () => {
  expect(loadConfig({}).evidence).toEqual({ githubReadsPerScout: 30 });
  expect(loadConfig({ GITHUB_EVIDENCE_READS_PER_SCOUT: '5' }).evidence).toEqual({
    githubReadsPerScout: 5,
  });
  expect(errorOf(() => loadConfig({ GITHUB_EVIDENCE_READS_PER_SCOUT: '0' })).message).toContain(
    'GITHUB_EVIDENCE_READS_PER_SCOUT must be greater than 0',
  );
});

it('names a wrong GITHUB_API_URL, GITHUB_TOKEN and refresh setting', () => {
  const error = errorOf(() =>
    loadConfig({
      GITHUB_API_URL: 'api.github.com',
      GITHUB_TOKEN: 'two words',
      GITHUB_FACTS_MAX_AGE_HOURS: '0',
    }),
  );
  expect(error.message).toContain('GITHUB_API_URL must be a URL');
  expect(error.message).toContain('GITHUB_TOKEN must be a token without spaces');
  expect(error.message).toContain('GITHUB_FACTS_MAX_AGE_HOURS must be greater than 0');
  expect(error.message).not.toContain('two words');
});

it('uses the local KYC stand-in with its development key and secret outside production', () => {
  expect(loadConfig({}).kyc).toEqual({
    apiUrl: 'http://127.0.0.1:8030',
    apiKey: 'glow-dev-kyc-key',
    webhookSecret: 'glow-dev-kyc-webhook-secret',
  });
});

it('reads the KYC provider settings of production', () => {
  expect(loadConfig(PRODUCTION).kyc).toEqual({
    apiUrl: 'https://kyc.example.com',
    apiKey: 'kyc_live_0123456789',
    webhookSecret: 'whsec_0123456789abcdef0123',
  });
});

it('names a wrong KYC_API_URL, KYC_API_KEY and KYC_WEBHOOK_SECRET without echoing them', () => {
  const error = errorOf(() =>
    loadConfig({
      KYC_API_URL: 'kyc.example.com',
      KYC_API_KEY: 'two words',
      KYC_WEBHOOK_SECRET: 'short',
    }),
  );
  expect(error.message).toContain('KYC_API_URL must be a URL');
  expect(error.message).toContain('KYC_API_KEY must be a key without spaces');
  expect(error.message).toContain(
    'KYC_WEBHOOK_SECRET must be at least 16 characters without spaces',
  );
  expect(error.message).not.toContain('two words');
  expect(error.message).not.toContain('short');
});

it("refuses the stand-in's webhook secret in production", () => {
  const error = errorOf(() =>
    loadConfig({ ...PRODUCTION, KYC_WEBHOOK_SECRET: 'glow-dev-kyc-webhook-secret' }),
  );
  expect(error.message).toContain(
    'KYC_WEBHOOK_SECRET must not be the development secret in production',
  );
});

it('pays grants from the demo programme account on testnet outside production', () => {
  expect(loadConfig({}).payments).toEqual({
    programmeAddress: 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq',
    explorerTxUrl: 'https://testnet.xrpl.org/transactions/{hash}',
    ledgerWindow: 100,
    validationWaitMs: 20_000,
  });
  expect(loadConfig({}).exports).toEqual({ pageSize: null });
});

it("reads the payment settings, and takes the explorer of the network's ledger by default", () => {
  expect(loadConfig(PRODUCTION).payments.programmeAddress).toBe(
    PRODUCTION.PROGRAMME_WALLET_ADDRESS,
  );
  expect(loadConfig({ XRPL_NETWORK: 'mainnet' }).payments.explorerTxUrl).toBe(
    'https://livenet.xrpl.org/transactions/{hash}',
  );
  expect(loadConfig({ XRPL_NETWORK: 'xahau' }).payments.explorerTxUrl).toBe(
    'https://xahauexplorer.com/tx/{hash}',
  );
  const config = loadConfig({
    XRPL_EXPLORER_TX_URL: 'http://127.0.0.1:18027/transactions/{hash}',
    PAYMENT_LEDGER_WINDOW: '5',
    PAYMENT_VALIDATION_WAIT_SECONDS: '3',
    EXPORT_PAGE_SIZE: '2',
  });
  expect(config.payments).toMatchObject({
    explorerTxUrl: 'http://127.0.0.1:18027/transactions/{hash}',
    ledgerWindow: 5,
    validationWaitMs: 3000,
  });
  expect(config.exports).toEqual({ pageSize: 2 });
});

it('names wrong payment settings', () => {
  const error = errorOf(() =>
    loadConfig({
      PROGRAMME_WALLET_ADDRESS: 'not-an-address',
      XRPL_EXPLORER_TX_URL: 'https://testnet.xrpl.org/transactions/',
      PAYMENT_LEDGER_WINDOW: '4',
      PAYMENT_VALIDATION_WAIT_SECONDS: '0',
      EXPORT_PAGE_SIZE: 'many',
    }),
  );
  expect(error.message).toContain('PROGRAMME_WALLET_ADDRESS must be an XRPL address');
  expect(error.message).toContain('XRPL_EXPLORER_TX_URL must contain {hash}');
  expect(error.message).toContain('PAYMENT_LEDGER_WINDOW must be at least 5');
  expect(error.message).toContain('PAYMENT_VALIDATION_WAIT_SECONDS must be greater than 0');
  expect(error.message).toContain('EXPORT_PAGE_SIZE must be a number');
  expect(errorOf(() => loadConfig({ XRPL_EXPLORER_TX_URL: 'explorer/{hash}' })).message).toContain(
    'XRPL_EXPLORER_TX_URL must be a URL',
  );
});

it('rolls failing versions back by itself with 5 reports in 10 minutes, watched an hour, and no CDN unless set', () => {
  const config = loadConfig({});
  expect(config.autoRollback).toEqual({
    enabled: true,
    failures: 5,
    windowMs: 10 * 60_000,
    watchMs: 60 * 60_000,
    intervalMs: 30_000,
  });
  expect(config.cdn).toEqual({ remotes: null, shell: null });
});

it('reads the automatic rollback settings and the CDN folders', () => {
  const config = loadConfig({
    GLOW_AUTO_ROLLBACK: 'false',
    GLOW_AUTO_ROLLBACK_FAILURES: '12',
    GLOW_AUTO_ROLLBACK_WINDOW_MINUTES: '15',
    GLOW_AUTO_ROLLBACK_WATCH_MINUTES: '120',
    GLOW_AUTO_ROLLBACK_INTERVAL_SECONDS: '10',
    GLOW_CDN_DIR: '/srv/glow/cdn',
    GLOW_SHELL_DIR: '/srv/glow/shell',
  });
  expect(config.autoRollback).toEqual({
    enabled: false,
    failures: 12,
    windowMs: 15 * 60_000,
    watchMs: 120 * 60_000,
    intervalMs: 10_000,
  });
  expect(config.cdn).toEqual({
    remotes: { kind: 'folder', dir: '/srv/glow/cdn' },
    shell: { kind: 'folder', dir: '/srv/glow/shell' },
  });
});

it('reads the CDN buckets as the deploy tooling does (the bucket in the path with an endpoint)', () => {
  const config = loadConfig({
    GLOW_CDN_S3_BUCKET: 'glow-cdn',
    GLOW_CDN_S3_PREFIX: 'remotes',
    GLOW_CDN_S3_ENDPOINT: 'http://127.0.0.1:8028',
    GLOW_SHELL_S3_BUCKET: 'glow-shell',
  });
  const bucket = { endpoint: 'http://127.0.0.1:8028', region: 'us-east-1', forcePathStyle: true };
  expect(config.cdn).toEqual({
    remotes: {
      kind: 's3',
      bucket: 'glow-cdn',
      bucketVariable: 'GLOW_CDN_S3_BUCKET',
      prefix: 'remotes',
      ...bucket,
    },
    shell: {
      kind: 's3',
      bucket: 'glow-shell',
      bucketVariable: 'GLOW_SHELL_S3_BUCKET',
      prefix: null,
      ...bucket,
    },
  });
  const onAws = loadConfig({ GLOW_CDN_S3_BUCKET: 'glow-cdn', GLOW_CDN_S3_REGION: 'eu-west-3' });
  expect(onAws.cdn.remotes).toMatchObject({
    endpoint: null,
    region: 'eu-west-3',
    forcePathStyle: false,
  });
});

it('names wrong automatic rollback settings, and a folder set beside a bucket', () => {
  const { message } = errorOf(() =>
    loadConfig({
      GLOW_AUTO_ROLLBACK: 'yes',
      GLOW_AUTO_ROLLBACK_FAILURES: '0',
      GLOW_AUTO_ROLLBACK_WINDOW_MINUTES: 'ten',
      GLOW_AUTO_ROLLBACK_WATCH_MINUTES: '1.5',
      GLOW_CDN_S3_ENDPOINT: 'localhost',
      GLOW_CDN_S3_FORCE_PATH_STYLE: 'maybe',
      GLOW_CDN_DIR: '.cdn',
      GLOW_CDN_S3_BUCKET: 'glow-cdn',
      GLOW_SHELL_DIR: 'shell/dist',
      GLOW_SHELL_S3_BUCKET: 'glow-shell',
    }),
  );
  for (const problem of [
    'GLOW_AUTO_ROLLBACK must be true or false',
    'GLOW_AUTO_ROLLBACK_FAILURES must be greater than 0',
    'GLOW_AUTO_ROLLBACK_WINDOW_MINUTES must be a number',
    'GLOW_AUTO_ROLLBACK_WATCH_MINUTES must be a whole number',
    'GLOW_CDN_S3_ENDPOINT must be a URL',
    'GLOW_CDN_S3_FORCE_PATH_STYLE must be true or false',
    'GLOW_CDN_DIR: set GLOW_CDN_DIR or GLOW_CDN_S3_BUCKET, not both',
    'GLOW_SHELL_DIR: set GLOW_SHELL_DIR or GLOW_SHELL_S3_BUCKET, not both',
  ]) {
    expect(message).toContain(problem);
  }
});

it('reads the metrics listener only when METRICS_PORT is set, on the loopback unless told', () => {
  expect(loadConfig({}).metrics).toBeNull();
  expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeNull();
  expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
  expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
    host: '10.0.0.5',
    port: 9464,
  });
  const { message } = errorOf(() => loadConfig({ METRICS_PORT: '70000', SHUTDOWN_DRAIN_MS: '-1' }));
  expect(message).toContain('METRICS_PORT must be a port (0 to 65535)');
  expect(message).toContain('SHUTDOWN_DRAIN_MS must not be negative');
});

it('drains for SHUTDOWN_DRAIN_MS before closing, none unless set', () => {
  expect(loadConfig({}).shutdownDrainMs).toBe(0);
  expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).shutdownDrainMs).toBe(5000);
});

it('keeps anonymous public answers PUBLIC_ANSWER_COPY_MS, 1 s unless set, never beyond their s-maxage', () => {
  expect(loadConfig({}).publicAnswerCopyMs).toBe(1000);
  expect(loadConfig({ PUBLIC_ANSWER_COPY_MS: '0' }).publicAnswerCopyMs).toBe(0);
  expect(loadConfig({ PUBLIC_ANSWER_COPY_MS: '10000' }).publicAnswerCopyMs).toBe(10_000);
  expect(errorOf(() => loadConfig({ PUBLIC_ANSWER_COPY_MS: '10001' })).message).toContain(
    "PUBLIC_ANSWER_COPY_MS must be at most 10000 (the public answers' s-maxage)",
  );
  expect(errorOf(() => loadConfig({ PUBLIC_ANSWER_COPY_MS: '-1' })).message).toContain(
    'PUBLIC_ANSWER_COPY_MS must not be negative',
  );
});
