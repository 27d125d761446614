// The stand-in's front page for people: the sign requests it holds, each linking to its page.
import { escapeHtml } from '../safeHtml';
import type { ListedPayload } from './payloadList';
import { PAGE_TITLE } from './signPage';

export function renderRequestListPage(payloads: ListedPayload[]): string {
  const rows = payloads.map(
    (payload) =>
      `<li><a href="/sign/${encodeURIComponent(payload.uuid)}">${escapeHtml(payload.tx_type)}</a> · ${escapeHtml(payload.state)} · <time datetime="${escapeHtml(payload.created_at)}">${escapeHtml(payload.created_at)}</time></li>`,
  );
  const list =
    rows.length === 0
      ? '<p>No sign requests yet. Connect with Xaman in Glow and the request shows up here.</p>'
      : `<ul>\n${rows.join('\n')}\n</ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TITLE}</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 0 auto; padding: 1.5rem; } li { margin-bottom: 0.4rem; }</style>
</head>
<body>
<h1>${PAGE_TITLE}</h1>
<p>Sign requests, newest first. Reload for new ones; JSON at <a href="/__simulator/payloads">/__simulator/payloads</a>.</p>
${list}
</body>
</html>
`;
}
