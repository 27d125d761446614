// The provider's API the Glow API calls (KYC_API_URL), with `Authorization: Bearer <key>`:
// POST /v1/verifications { reference, returnUrl } → 201 { id, status, redirectUrl, … } and
// GET /v1/verifications/{id} → { id, status, … }.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestError, readJson, routePath } from '../http';
import type { StoredVerification, VerificationStore } from './verificationStore';

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

export async function kycApiRoutes(
  app: FastifyInstance,
  { store, apiKey, pageUrl, isDown }: KycApiOptions,
) {
  /** The answer when the API is down or the caller unauthorised; undefined when neither. */
  function refusal(request: FastifyRequest, reply: FastifyReply) {
    if (isDown()) {
      return reply.code(503).send({ message: 'The KYC stand-in is down (the down control)' });
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return reply
        .code(401)
        .send({ message: 'Authorization: Bearer <KYC_API_KEY> is missing or wrong' });
    }
    return undefined;
  }

  routePath(app, '/v1/verifications', {
    POST: (request, reply) => {
      const refused = refusal(request, reply);
      if (refused) return refused;
      const verification = store.create(verificationRequest(readJson(request)));
      return reply.code(201).send(describeVerification(verification, pageUrl(verification.id)));
    },
  });

  routePath<{ Params: { id: string } }>(app, '/v1/verifications/:id', {
    GET: (request, reply) => {
      const refused = refusal(request, reply);
      if (refused) return refused;
      const { id } = request.params;
      const verification = store.find(id);
      if (!verification) return reply.code(404).send({ message: `No verification ${id}` });
      return reply.send(describeVerification(verification, pageUrl(id)));
    },
  });
}
