// GET /verify/{id} shows a verification; POST /verify/{id}/decision (the page's form) decides it,
// queues the webhook and sends the browser back to Glow (303 to the verification's returnUrl).
import { readForm, sendHtml, sendRedirect, type Route } from '../http';
import { renderMissingPage, renderVerificationPage } from './verificationPage';
import { AlreadyDecided, type Decision, type StoredVerification } from './verificationStore';

const PAGE_PATH = /^\/verify\/([^/]+)$/;
const DECISION_PATH = /^\/verify\/([^/]+)\/decision$/;
const MAX_REASON_LENGTH = 200;

function decisionOf(value: string | null): Decision | null {
  return value === 'approved' || value === 'rejected' ? value : null;
}

export function createVerificationPageRoute({
  find,
  decide,
}: {
  find(id: string): StoredVerification | undefined;
  /** Records the decision and queues its webhook; throws AlreadyDecided. */
  decide(verification: StoredVerification, decision: Decision, reason?: string): void;
}): Route {
  return async (request, response, path) => {
    const method = request.method ?? 'GET';
    const shown = PAGE_PATH.exec(path);
    const decided = DECISION_PATH.exec(path);
    if (!(shown && method === 'GET') && !(decided && method === 'POST')) return false;

    const id = (shown ?? decided)?.[1] ?? '';
    const verification = find(id);
    if (!verification) {
      sendHtml(response, 404, renderMissingPage(id));
      return true;
    }
    if (shown) {
      sendHtml(response, 200, renderVerificationPage(verification));
      return true;
    }

    const form = await readForm(request);
    const decision = decisionOf(form.get('decision'));
    const reason = form.get('reason')?.trim().slice(0, MAX_REASON_LENGTH) || undefined;
    if (!decision) {
      sendHtml(response, 400, renderVerificationPage(verification, 'Choose Approve or Reject.'));
      return true;
    }
    try {
      decide(verification, decision, decision === 'rejected' ? reason : undefined);
    } catch (error) {
      if (!(error instanceof AlreadyDecided)) throw error;
      sendHtml(response, 409, renderVerificationPage(verification, error.message));
      return true;
    }
    sendRedirect(response, verification.returnUrl);
    return true;
  };
}
