// GET /verify/{id} shows a verification; POST /verify/{id}/decision (the page's form) decides it,
// queues the webhook and sends the browser back to Glow (303 to the verification's returnUrl).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readForm, sendHtml, sendRedirect } from '../http';
import { renderMissingPage, renderVerificationPage } from './verificationPage';
import { AlreadyDecided, type Decision, type StoredVerification } from './verificationStore';

const MAX_REASON_LENGTH = 200;

type VerificationRequest = FastifyRequest<{ Params: { id: string } }>;

function decisionOf(value: string | null): Decision | null {
  return value === 'approved' || value === 'rejected' ? value : null;
}

export async function verificationPageRoutes(
  app: FastifyInstance,
  {
    find,
    decide,
  }: {
    find(id: string): StoredVerification | undefined;
    /** Records the decision and queues its webhook; throws AlreadyDecided. */
    decide(verification: StoredVerification, decision: Decision, reason?: string): void;
  },
) {
  app.get('/verify/:id', (request: VerificationRequest, reply) => {
    const verification = find(request.params.id);
    if (!verification) return sendHtml(reply, 404, renderMissingPage(request.params.id));
    return sendHtml(reply, 200, renderVerificationPage(verification));
  });

  app.post('/verify/:id/decision', (request: VerificationRequest, reply) => {
    const verification = find(request.params.id);
    if (!verification) return sendHtml(reply, 404, renderMissingPage(request.params.id));
    const form = readForm(request);
    const decision = decisionOf(form.get('decision'));
    const reason = form.get('reason')?.trim().slice(0, MAX_REASON_LENGTH) || undefined;
    if (!decision) {
      return sendHtml(
        reply,
        400,
        renderVerificationPage(verification, 'Choose Approve or Reject.'),
      );
    }
    try {
      decide(verification, decision, decision === 'rejected' ? reason : undefined);
    } catch (error) {
      if (!(error instanceof AlreadyDecided)) throw error;
      return sendHtml(reply, 409, renderVerificationPage(verification, error.message));
    }
    return sendRedirect(reply, verification.returnUrl);
  });
}
