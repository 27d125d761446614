import { portFromEnv } from './portFromEnv';

describe('portFromEnv', () => {
  it('uses the default when the variable is unset or empty', () => {
    expect(portFromEnv('SMTP_PORT', 2525, {})).toBe(2525);
    expect(portFromEnv('SMTP_PORT', 2525, { SMTP_PORT: ' ' })).toBe(2525);
  });

  it('reads a port number, 0 included', () => {
    expect(portFromEnv('SMTP_PORT', 2525, { SMTP_PORT: '3025' })).toBe(3025);
    expect(portFromEnv('SMTP_PORT', 2525, { SMTP_PORT: '0' })).toBe(0);
  });

  it('refuses what is not a port number', () => {
    for (const value of ['abc', '25.5', '-1', '65536']) {
      expect(() => portFromEnv('SMTP_PORT', 2525, { SMTP_PORT: value })).toThrow(
        `SMTP_PORT must be a port number from 0 to 65535, got "${value}"`,
      );
    }
  });
});
