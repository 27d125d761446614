// The identity verification (KYC) provider's API at the configured URL (the local stand-in outside
// production), with the API key as a bearer token: start a verification for an application (the
// page the person goes to), and read one. Its answers are checked: anything else, no answer in
// time or a 5xx is KycProviderUnavailable. The results arrive by the signed webhook.
import { z } from 'zod';
import type { KycConfig, OutsideTimeouts } from '../config';

const VerificationSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'approved', 'rejected']),
  redirectUrl: z.url(),
});

export type KycVerification = z.infer<typeof VerificationSchema>;

/** The provider could not be reached, did not answer in time, or gave an answer we cannot use. */
export class KycProviderUnavailable extends Error {}

export interface KycClient {
  /** `reference` names what is verified ("application-12"); `returnUrl` is where the page ends. */
  createVerification(request: { reference: string; returnUrl: string }): Promise<KycVerification>;
  /** Null when the provider has no such verification. */
  readVerification(id: string): Promise<KycVerification | null>;
}

export function createKycClient(config: KycConfig, timeouts: OutsideTimeouts): KycClient {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeouts.connectMs + timeouts.answerMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new KycProviderUnavailable(`The KYC provider could not be reached: ${reason}`);
    }
    const answer: unknown = await response.json().catch(() => null);
    return { status: response.status, answer };
  }

  function verificationOf(status: number, answer: unknown): KycVerification {
    const parsed = VerificationSchema.safeParse(answer);
    if (!parsed.success) {
      throw new KycProviderUnavailable(
        `The KYC provider answered ${status} without a verification`,
      );
    }
    return parsed.data;
  }

  return {
    async createVerification(request) {
      const { status, answer } = await call('POST', '/v1/verifications', request);
      if (status !== 201 && status !== 200) {
        throw new KycProviderUnavailable(
          `The KYC provider answered ${status} to a new verification`,
        );
      }
      return verificationOf(status, answer);
    },
    async readVerification(id) {
      const { status, answer } = await call('GET', `/v1/verifications/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      if (status !== 200) {
        throw new KycProviderUnavailable(`The KYC provider answered ${status} to a read`);
      }
      return verificationOf(status, answer);
    },
  };
}
