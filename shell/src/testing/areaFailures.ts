// For the Jest suites of failures of the loading module (shell/src/remoteAreas): what a test
// opens, how long it waits for three attempts, and what was reported on the console.
import type { User } from '@glow/shared-api';
import type { FakeRoute } from '@glow/shared-api/testing';
import { screen } from '@testing-library/react';
import { renderAppAt, startShell } from './renderInShell';

/** Long enough for the three attempts of a load and their back-off (500 ms, then 2 s). */
export const SETTLED = { timeout: 6000 };

const admin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };

/** Opens `path` signed in as an admin, with /remotes.json answered by `remotesJson`. */
export function visitAsAdmin(path: string, remotesJson: FakeRoute) {
  return renderAppAt(path, startShell(admin, remotesJson));
}

/** The area's fallback, once every attempt failed. */
export const findAreaFallback = () => screen.findByTestId('remote-unavailable', {}, SETTLED);

/**
 * Silences console.error in every test of the file; answers a function listing the calls whose
 * first argument contains `text`.
 */
export function watchConsoleErrors(): (text: string) => unknown[][] {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());
  return (text) => consoleError.mock.calls.filter(([first]) => String(first).includes(text));
}
