// The provider's API the Glow API calls (KYC_API_URL), with `Authorization: Bearer <key>`:
// POST /v1/verifications { reference, returnUrl } → 201 { id, status, redirectUrl, … } and
// GET /v1/verifications/{id} → { id, status, … }.
import type { IncomingMessage } from 'node:http';
import { RequestError, readJson, sendJson, sendMethodNotAllowed, type Route } from '../http';
import type { StoredVerification, VerificationStore } from './verificationStore';

const VERIFICATIONS_PATH = '/v1/verifications';
const VERIFICATION_PATH = /^\/v1\/verifications\/([^/]+)$/;
const MAX_REFERENCE_LENGTH = 200;

interface KycApiOptions {
  store: VerificationStore;
  apiKey: string;
  /** The page of a verification, e.g. http://127.0.0.1:8030/verify/ver_… */
  pageUrl(id: string): string;
  /** While true, every call answers 503 (the "down" control). */
  isDown(): boolean;
}

export function describeVerification(verification: StoredVerification, pageUrl: string) {
  return {
    id: verification.id,
    reference: verification.reference,
    status: verification.status,
    redirectUrl: pageUrl,
    createdAt: verification.createdAt.toISOString(),
    decidedAt: verification.decidedAt?.toISOString() ?? null,
    ...(verification.reason ? { reason: verification.reason } : {}),
  };
}

function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The body of POST /v1/verifications. */
export function verificationRequest(body: unknown): { reference: string; returnUrl: string } {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { reference, returnUrl } = fields;
  if (
    typeof reference !== 'string' ||
    reference.trim() === '' ||
    reference.length > MAX_REFERENCE_LENGTH
  ) {
    throw new RequestError(
      `reference must be a text of 1 to ${MAX_REFERENCE_LENGTH} characters`,
      400,
    );
  }
  if (!isWebAddress(returnUrl)) {
    throw new RequestError('returnUrl must be an http or https URL', 400);
  }
  return { reference, returnUrl };
}

function isAuthorised(request: IncomingMessage, apiKey: string): boolean {
  return request.headers.authorization === `Bearer ${apiKey}`;
}

export function createKycApiRoute({ store, apiKey, pageUrl, isDown }: KycApiOptions): Route {
  return async (request, response, path) => {
    const single = VERIFICATION_PATH.exec(path);
    if (path !== VERIFICATIONS_PATH && !single) return false;
    const method = request.method ?? 'GET';
    const allowed = single ? 'GET' : 'POST';
    if (method !== allowed) {
      sendMethodNotAllowed(response, method, path, [allowed]);
    } else if (isDown()) {
      sendJson(response, 503, { message: 'The KYC stand-in is down (the down control)' });
    } else if (!isAuthorised(request, apiKey)) {
      sendJson(response, 401, {
        message: 'Authorization: Bearer <KYC_API_KEY> is missing or wrong',
      });
    } else if (single) {
      const id = single[1] ?? '';
      const verification = store.find(id);
      if (verification) sendJson(response, 200, describeVerification(verification, pageUrl(id)));
      else sendJson(response, 404, { message: `No verification ${id}` });
    } else {
      const verification = store.create(verificationRequest(await readJson(request)));
      sendJson(response, 201, describeVerification(verification, pageUrl(verification.id)));
    }
    return true;
  };
}
