// Xaman return URLs: `xaman_payload` (also `payloadId` or `id`) names the
// payload and `journey` says why it was made (`connect`, the default, or `transaction`).
import type { XamanJourney } from './connectors/types';

export interface XamanReturn {
  payloadId: string;
  journey: XamanJourney;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The return URL the app gives Xaman: this page, with Xaman's `{id}` placeholder. */
export function xamanReturnUrl(
  journey: XamanJourney,
  { origin, pathname }: Pick<Location, 'origin' | 'pathname'> = window.location,
): string {
  return `${origin}${pathname}?xaman_payload={id}&journey=${journey}`;
}

/**
 * The Xaman return in a query string, and the query string without it (other parameters kept).
 * `id` counts only next to `journey`: alone it is too common a name. A value that is not a
 * payload id (a uuid) is removed but not acted on.
 */
export function readXamanReturn(search: string): {
  xamanReturn: XamanReturn | null;
  found: boolean;
  rest: string;
} {
  const params = new URLSearchParams(search);
  const names = ['xaman_payload', 'payloadId'];
  if (params.has('journey')) names.push('id');
  const name = names.find((candidate) => params.has(candidate));
  if (!name) return { xamanReturn: null, found: false, rest: search };

  const payloadId = params.get(name) ?? '';
  const journey: XamanJourney = params.get('journey') === 'transaction' ? 'transaction' : 'connect';
  for (const used of [...names, 'journey']) params.delete(used);
  const rest = params.toString();
  return {
    xamanReturn: UUID.test(payloadId) ? { payloadId, journey } : null,
    found: true,
    rest: rest ? `?${rest}` : '',
  };
}
