/** The session flag that remembers when a failed chunk last reloaded the page. */
const RELOADED_AT = 'glow:chunk-reload-at';
const CHUNK_RELOAD_GUARD_MS = 10_000;

/** A script chunk that could not be fetched: usually a build replaced since the page loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** False when a failed chunk reloaded the page in the last 10 seconds: another would loop. */
export function chunkReloadAllowed(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT));
  return !(last && Date.now() - last < CHUNK_RELOAD_GUARD_MS);
}

/** Reloads the page so that it picks up the current build, and remembers when. */
export function reloadForChunkError() {
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}
