// Xaman's platform API through the real xumm-sdk, at the configured base URL.
import { XummSdk } from 'xumm-sdk';
import type { XummTypes } from 'xumm-sdk';
import type { Config, OutsideTimeouts } from '../config';
import { DomainError, MisconfigurationError, outsideServiceFailed } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { withTimeout } from './deadlines';

export type XamanCreated = XummTypes.XummPostPayloadResponse;
export type XamanPayloadDetails = XummTypes.XummGetPayloadResponse;

export interface XamanClient {
  create(request: XummTypes.XummPostPayloadBodyJson): Promise<XamanCreated>;
  get(uuid: string): Promise<XamanPayloadDetails | null>;
}

const UNREACHABLE = 'Xaman is not reachable right now; try again in a moment';

/**
 * What a failed call means for the caller. xumm-sdk turns Xaman's error answers into "Error code
 * <code>, see XUMM Dev Console, reference: <reference>"; 813 is Xaman's answer to an API key and
 * secret it does not accept: Glow's configuration, which only an operator can fix.
 */
function failureOf(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (!(error instanceof Error) || !/^Error code 813\b/.test(error.message)) {
    return outsideServiceFailed(UNREACHABLE);
  }
  const reference = /reference: (\S+)/.exec(error.message)?.[1] ?? 'none';
  return new MisconfigurationError(
    MESSAGES.xamanKeyRefused,
    `Xaman refused the configured API key and secret (error 813, reference ${reference}): check XAMAN_API_KEY and XAMAN_API_SECRET`,
  );
}

export function createXamanClient(config: Config['xaman'], timeouts: OutsideTimeouts): XamanClient {
  const sdk = new XummSdk(config.apiKey, config.apiSecret);
  sdk.setEndpoint(config.apiUrl);
  // The SDK takes no time-out: a call that takes longer is answered `outsideServiceFailed` (the
  // SDK's own request is left to end by itself).
  const limited = <T>(call: Promise<T>) =>
    withTimeout(timeouts.connectMs + timeouts.answerMs, call, () =>
      outsideServiceFailed(UNREACHABLE),
    );
  return {
    async create(request) {
      // returnErrors: the SDK then throws instead of answering null, with Xaman's reason.
      const created = await limited(sdk.payload.create(request, true)).catch((error: unknown) => {
        throw failureOf(error);
      });
      if (!created) throw outsideServiceFailed(UNREACHABLE);
      return created;
    },
    async get(uuid) {
      try {
        return await limited(sdk.payload.get(uuid, true));
      } catch (error) {
        // xumm-sdk: "Error code 404, see XUMM Dev Console, reference: <uuid>". Only the code
        // counts: the random reference may contain "404" too.
        if (error instanceof Error && /^Error code 404\b/.test(error.message)) return null;
        throw failureOf(error);
      }
    },
  };
}
