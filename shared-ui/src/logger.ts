export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

let unhandledErrorLevel: LogLevel = 'info';

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

/**
 * The console level at which unhandled errors are logged: the shell's configured level (info when
 * none is set, so an unexpected error is seen without a debug build).
 */
export function setUnhandledErrorLevel(level: LogLevel) {
  unhandledErrorLevel = level;
}

/** The HTTP-like status an error carries, if any (route errors, API errors). */
export function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/**
 * Logs an error nothing else handled: a React error boundary, a window error, an unhandled
 * rejection. Errors with a status from 300 to 499 are expected outcomes and are not reported.
 */
export function reportError(error: unknown, source: string) {
  const status = statusOf(error);
  if (status !== undefined && status >= 300 && status < 500) return;
  if (unhandledErrorLevel === 'silent') return;
  // eslint-disable-next-line no-console
  console[unhandledErrorLevel](`[glow] unhandled error (${source})`, error);
}
