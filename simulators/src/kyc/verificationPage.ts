// The pages people open: a verification with Approve and Reject (plain forms, no script), and the
// stand-in's front page with the verifications and the last webhook tries.
import { escapeHtml } from '../safeHtml';
import { formatTime, standInPage } from '../standInPage';
import type { DeliveryAttempt } from './webhookDelivery';
import type { StoredVerification } from './verificationStore';

export const PAGE_TITLE = 'Glow KYC stand-in';
const SHOWN_ATTEMPTS = 50;

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2328; background: #f6f8fa; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem; }
  h1 { margin: 0 0 1rem; font-size: 1.4rem; }
  section { margin-bottom: 1rem; padding: 1rem; border: 1px solid #d1d9e0; border-radius: 8px; background: #fff; }
  dl { display: grid; grid-template-columns: 8rem 1fr; gap: 0.4rem 1rem; margin: 0; }
  dt { color: #59636e; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .problem { padding: 0.6rem 0.9rem; border-radius: 6px; color: #82071e; background: #ffebe9; }
  .outcome { font-size: 1.2rem; font-weight: 600; }
  label { display: block; margin-bottom: 0.3rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1rem; }
  button { flex: 1; padding: 0.7rem; border: 0; border-radius: 6px; font: inherit; font-weight: 600; cursor: pointer; }
  .approve { color: #fff; background: #1a7f37; }
  .reject { color: #fff; background: #cf222e; }
  .hint { color: #59636e; font-size: 0.9rem; }
  td, th { padding: 0.2rem 0.6rem; text-align: left; }
`;

export function verificationPath(id: string): string {
  return `/verify/${encodeURIComponent(id)}`;
}

export function renderVerificationPage(verification: StoredVerification, problem?: string): string {
  const path = verificationPath(verification.id);
  return page(`
<section>
<p>Glow asked to verify the identity of the person behind <strong>${escapeHtml(verification.reference)}</strong>. A real provider would check an identity document here; the stand-in lets you decide.</p>
<dl>
<dt>Verification</dt><dd><code>${escapeHtml(verification.id)}</code></dd>
<dt>Reference</dt><dd>${escapeHtml(verification.reference)}</dd>
<dt>Started</dt><dd><time datetime="${verification.createdAt.toISOString()}">${formatTime(verification.createdAt)}</time></dd>
</dl>
</section>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
${verification.status === 'pending' ? decisionForm(path) : outcome(verification)}
`);
}

function decisionForm(path: string): string {
  return `<section>
<form method="post" action="${path}/decision">
<label for="reason">Reason for a rejection (optional)</label>
<input id="reason" name="reason" autocomplete="off" maxlength="200">
<div class="actions">
<button class="approve" type="submit" name="decision" value="approved">Approve</button>
<button class="reject" type="submit" name="decision" value="rejected">Reject</button>
</div>
<p class="hint">Either answer is sent to Glow's webhook, signed, and you are taken back to Glow.</p>
</form>
</section>`;
}

function outcome(verification: StoredVerification): string {
  const decided = verification.status === 'approved' ? 'Approved' : 'Rejected';
  const reason = verification.reason ? `: ${escapeHtml(verification.reason)}` : '';
  return `<section>
<p class="outcome">${decided}${reason}</p>
<p><a href="${escapeHtml(verification.returnUrl)}">Back to Glow</a></p>
</section>`;
}

export function renderMissingPage(id: string): string {
  return page(`<p class="problem" role="alert">There is no verification ${escapeHtml(id)}.</p>`);
}

export function renderFrontPage(verifications: StoredVerification[], attempts: DeliveryAttempt[]) {
  const rows = verifications.map(
    (verification) =>
      `<tr><td><a href="${verificationPath(verification.id)}">${escapeHtml(verification.id)}</a></td><td>${escapeHtml(verification.reference)}</td><td>${verification.status}</td></tr>`,
  );
  const tries = attempts
    .slice(-SHOWN_ATTEMPTS)
    .reverse()
    .map(
      (attempt) =>
        `<li>${escapeHtml(attempt.at)} · ${escapeHtml(attempt.eventType)} ${escapeHtml(attempt.eventId)} · try ${attempt.attempt} · ${attempt.status ?? escapeHtml(attempt.failure ?? 'no answer')}</li>`,
    );
  return page(`
<p>The KYC provider's API for Glow: POST /v1/verifications, GET /v1/verifications/{id}; each decision is sent to Glow's webhook, signed. Controls under /__simulator/ (see simulators/docs/stand-ins.md).</p>
<h2>Verifications</h2>
${rows.length === 0 ? '<p>None yet.</p>' : `<table>\n<thead><tr><th>Verification</th><th>Reference</th><th>Status</th></tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`}
<h2>Last webhook tries</h2>
${tries.length === 0 ? '<p>None yet.</p>' : `<ul>\n${tries.join('\n')}\n</ul>`}
`);
}

function page(content: string): string {
  return standInPage(PAGE_TITLE, STYLE, content);
}
