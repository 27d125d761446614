// The sign page people open from the QR code or Xaman link: what is asked, Approve or Reject.
import { escapeHtml } from '../safeHtml';
import { formatTime, standInPage } from '../standInPage';
import { DEMO_XAMAN_ADDRESS, DEMO_XAMAN_SEED } from './demoAccount';
import type { NetworkDescription } from './networks';
import type { PayloadState } from './payloadStore';

export const PAGE_TITLE = 'Xaman (local stand-in)';

export interface SignPageView {
  uuid: string;
  txType: string;
  requestJson: Record<string, unknown>;
  networkId: number;
  network: NetworkDescription;
  /** The network the request insists on (`options.force_network`). */
  forceNetwork: string | null;
  instruction: string | null;
  state: PayloadState;
  expiresAt: Date;
  /** Why the last Approve or Reject did not work. */
  problem?: string;
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2328; background: #f6f8fa; }
  main { max-width: 36rem; margin: 0 auto; padding: 1.5rem; }
  h1 { margin: 0 0 1rem; font-size: 1.4rem; }
  section { margin-bottom: 1rem; padding: 1rem; border: 1px solid #d1d9e0; border-radius: 8px; background: #fff; }
  dl { display: grid; grid-template-columns: 9rem 1fr; gap: 0.4rem 1rem; margin: 0; }
  dt { color: #59636e; }
  dd { margin: 0; overflow-wrap: anywhere; }
  code, pre { font: 14px/1.5 ui-monospace, monospace; }
  pre { margin: 0.5rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  .instruction { font-weight: 600; }
  .problem { padding: 0.6rem 0.9rem; border-radius: 6px; color: #82071e; background: #ffebe9; }
  .outcome { font-size: 1.2rem; font-weight: 600; }
  label { display: block; margin-bottom: 0.3rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1rem; }
  button { flex: 1; padding: 0.7rem; border: 0; border-radius: 6px; font: inherit; font-weight: 600; cursor: pointer; }
  .approve { color: #fff; background: #1f6feb; }
  .reject { color: #1f2328; background: #eaeef2; }
  .hint { color: #59636e; font-size: 0.9rem; }
`;

export function renderSignPage(view: SignPageView): string {
  const path = `/sign/${encodeURIComponent(view.uuid)}`;
  const resolvable = view.state === 'pending' || view.state === 'opened';
  return page(`
<section>
<dl>
<dt>Request</dt><dd><strong>${escapeHtml(view.txType)}</strong>${view.txType === 'SignIn' ? ' (proves you hold the account; nothing is submitted)' : ''}</dd>
<dt>Network</dt><dd>${escapeHtml(view.network.displayName)} (${escapeHtml(view.network.nodeType)}, id ${view.networkId})${view.forceNetwork ? `; the app asks for ${escapeHtml(view.forceNetwork)}` : ''}</dd>
<dt>Signing account</dt><dd><code>${DEMO_XAMAN_ADDRESS}</code>, the demo account, unless you enter another seed</dd>
<dt>Expires</dt><dd><time datetime="${view.expiresAt.toISOString()}">${formatTime(view.expiresAt)}</time></dd>
</dl>
${view.instruction ? `<p class="instruction">${escapeHtml(view.instruction)}</p>` : ''}
<details><summary>Transaction as requested</summary><pre>${escapeHtml(JSON.stringify(view.requestJson, null, 2))}</pre></details>
</section>
${view.problem ? `<p class="problem" role="alert">${escapeHtml(view.problem)}</p>` : ''}
${resolvable ? decisionForms(path) : `<section><p class="outcome">${OUTCOMES[view.state]}</p></section>`}
`);
}

export function renderMissingPage(uuid: string): string {
  return page(`<p class="problem" role="alert">There is no sign request ${escapeHtml(uuid)}.</p>`);
}

const OUTCOMES: Record<PayloadState, string> = {
  pending: '',
  opened: '',
  signed: 'Signed, you can close this page',
  rejected: 'Rejected, you can close this page',
  cancelled: 'The app cancelled this request, you can close this page',
  expired: 'This request has expired, you can close this page',
};

function decisionForms(path: string): string {
  return `<section>
<form method="post" action="${path}/approve">
<label for="seed">Sign as (family seed)</label>
<input id="seed" name="seed" autocomplete="off" spellcheck="false" placeholder="Empty: the demo account">
<p class="hint">The demo account's seed is <code>${DEMO_XAMAN_SEED}</code> (public: never fund it on mainnet).</p>
<div class="actions">
<button class="approve" type="submit">Approve</button>
<button class="reject" type="submit" formaction="${path}/reject">Reject</button>
</div>
</form>
</section>`;
}

function page(content: string): string {
  return standInPage(PAGE_TITLE, STYLE, content);
}
