// The secret of each Xaman payload this browser asked for with a return URL. Xaman's return URL
// may open in another tab of the browser (or in this one once the page was left), so the secret is
// kept in local storage, which every tab of the origin shares, under the payload's uuid. A return
// URL finishes only a payload whose secret is here: one this browser created.

const STORAGE_KEY = 'glow-xaman-payload-secrets';
/** Long past any use: the API refuses sign-ins older than its maximum age (10 minutes). */
const KEEP_MS = 60 * 60_000;

type KeptSecrets = Record<string, { secret: string; keptAt: number }>;

function isKept(value: unknown): value is KeptSecrets[string] {
  if (!value || typeof value !== 'object') return false;
  const { secret, keptAt } = value as Record<string, unknown>;
  return typeof secret === 'string' && typeof keptAt === 'number';
}

/** The secrets kept less than KEEP_MS ago (anything unreadable is dropped). */
function readKept(storage: Storage, now: number): KeptSecrets {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object') return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([, kept]) => isKept(kept) && now - kept.keptAt < KEEP_MS),
  ) as KeptSecrets;
}

export function keepXamanSecret(
  storage: Storage | null,
  payloadId: string,
  secret: string,
  now: number = Date.now(),
): void {
  if (!storage) return;
  const kept = { ...readKept(storage, now), [payloadId]: { secret, keptAt: now } };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: only a return URL in another tab will not finish the payload.
  }
}

/** The secret of a payload this browser created, or null. */
export function xamanSecretOf(
  storage: Storage | null,
  payloadId: string,
  now: number = Date.now(),
): string | null {
  if (!storage) return null;
  return readKept(storage, now)[payloadId]?.secret ?? null;
}
