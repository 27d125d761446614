// Xaman's platform API through the real xumm-sdk, at the configured base URL.
import { XummSdk } from 'xumm-sdk';
import type { XummTypes } from 'xumm-sdk';
import type { Config, OutsideTimeouts } from '../config';
import { ApiError } from '../http/ApiError';
import { withTimeout } from './deadlines';

export type XamanCreated = XummTypes.XummPostPayloadResponse;
export type XamanPayloadDetails = XummTypes.XummGetPayloadResponse;

export interface XamanClient {
  create(request: XummTypes.XummPostPayloadBodyJson): Promise<XamanCreated>;
  get(uuid: string): Promise<XamanPayloadDetails | null>;
}

const UNREACHABLE = 'Xaman is not reachable right now; try again in a moment';

export function createXamanClient(config: Config['xaman'], timeouts: OutsideTimeouts): XamanClient {
  const sdk = new XummSdk(config.apiKey, config.apiSecret);
  sdk.setEndpoint(config.apiUrl);
  // The SDK takes no time-out: a call that takes longer is answered 502 (the SDK's own request
  // is left to end by itself).
  const limited = <T>(call: Promise<T>) =>
    withTimeout(timeouts.connectMs + timeouts.answerMs, call, () => new ApiError(502, UNREACHABLE));
  return {
    async create(request) {
      // returnErrors: the SDK then throws instead of answering null, with Xaman's reason.
      const created = await limited(sdk.payload.create(request, true)).catch(() => null);
      if (!created) throw new ApiError(502, UNREACHABLE);
      return created;
    },
    async get(uuid) {
      try {
        return await limited(sdk.payload.get(uuid, true));
      } catch (error) {
        // xumm-sdk: "Error code 404, see XUMM Dev Console, reference: <uuid>". Only the code
        // counts: the random reference may contain "404" too.
        if (error instanceof Error && /^Error code 404\b/.test(error.message)) return null;
        throw new ApiError(502, UNREACHABLE);
      }
    },
  };
}
