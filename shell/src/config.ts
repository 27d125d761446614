import { isLogLevel, type LogLevel, type ThemeName } from '@glow/shared-ui';

/**
 * The shell's configuration, read from environment variables when the shell is built
 * (docs/configuration.md): GLOW_THEME, GLOW_LOG_LEVEL, GLOW_DOCS_URL, GLOW_ORGANISATION_NAME,
 * GLOW_ORGANISATION_URL.
 */
export interface ShellConfig {
  theme: ThemeName;
  /** The console level unhandled errors are logged at. */
  logLevel: LogLevel;
  docsUrl: string;
  organisation: { name: string; url: string };
  social: { label: 'X' | 'LinkedIn' | 'Instagram' | 'YouTube'; url: string }[];
  version: string;
}

const logLevel = process.env.GLOW_LOG_LEVEL;

export const config: ShellConfig = {
  theme: process.env.GLOW_THEME === 'green' ? 'green' : 'glow',
  logLevel: isLogLevel(logLevel) ? logLevel : 'info',
  docsUrl: process.env.GLOW_DOCS_URL || 'https://xrpl.org/docs',
  organisation: {
    name: process.env.GLOW_ORGANISATION_NAME || 'XRPL Commons',
    url: process.env.GLOW_ORGANISATION_URL || 'https://www.xrpl-commons.org',
  },
  social: [
    { label: 'X', url: 'https://x.com/xrplcommons' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/xrpl-commons' },
    { label: 'Instagram', url: 'https://www.instagram.com/xrplcommons' },
    { label: 'YouTube', url: 'https://www.youtube.com/@xrplcommons' },
  ],
  version: process.env.GLOW_SHELL_VERSION ?? '0.0.0',
};
