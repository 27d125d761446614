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
  PUBLIC_APP_URL: 'https://glow.example.com/',
};

it('reads a complete production configuration', () => {
  const config = loadConfig(PRODUCTION);
  expect(config).toMatchObject({
    environment: 'production',
    database: { kind: 'postgresql', url: PRODUCTION.DATABASE_URL },
    smtpUrl: PRODUCTION.SMTP_URL,
    publicAppUrl: 'https://glow.example.com',
    seedDemoData: false,
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

it('names each of DATABASE_URL, SMTP_URL and PUBLIC_APP_URL when missing in production', () => {
  const error = errorOf(() => loadConfig({ NODE_ENV: 'production' }));
  expect(error.message).toContain('DATABASE_URL is required in production');
  expect(error.message).toContain('SMTP_URL is required in production');
  expect(error.message).toContain('PUBLIC_APP_URL is required in production');
});

it('names only the one that is missing', () => {
  const withoutSmtp: Record<string, string> = { ...PRODUCTION };
  delete withoutSmtp.SMTP_URL;
  const error = errorOf(() => loadConfig(withoutSmtp));
  expect(error.message).toContain('SMTP_URL');
  expect(error.message).not.toContain('DATABASE_URL');
  expect(error.message).not.toContain('PUBLIC_APP_URL');
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
