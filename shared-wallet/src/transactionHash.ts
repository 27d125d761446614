// A transaction's hash is in `result.hash` (GemWallet), in
// `response.data.resp.result.hash` (Crossmark) or in `payload.response.txid` (Xaman).

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The hash a wallet answered for a submitted transaction, or null when it gave none. */
export function transactionHashOf(answer: unknown): string | null {
  return (
    nonEmptyString(field(answer, 'result', 'hash')) ??
    nonEmptyString(field(answer, 'response', 'data', 'resp', 'result', 'hash')) ??
    nonEmptyString(field(answer, 'payload', 'response', 'txid')) ??
    // A Xaman payload as GET /api/wallets/xaman/getpayload answers it.
    nonEmptyString(field(answer, 'response', 'txid'))
  );
}
