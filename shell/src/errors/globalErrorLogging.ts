import { reportError, setUnhandledErrorLevel, type LogLevel } from '@glow/shared-ui';

/** Logs window errors and unhandled promise rejections at the configured level. */
export function installGlobalErrorLogging(level: LogLevel) {
  setUnhandledErrorLevel(level);
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'promise'));
}
