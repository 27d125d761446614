import { chunkReloadAllowed, isChunkLoadError, reloadForChunkError } from './chunkReload';
import { reportError, setUnhandledErrorLevel, type LogLevel } from '@glow/shared-ui';

/**
 * Logs window errors and unhandled promise rejections at the configured level; a chunk that
 * failed to load and that nothing handled reloads the page once (see chunkReload).
 */
export function installGlobalErrorLogging(level: LogLevel) {
  setUnhandledErrorLevel(level);
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window'));
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, 'promise');
    if (isChunkLoadError(event.reason) && chunkReloadAllowed()) reloadForChunkError();
  });
}
