// The inbox as one HTML page for people: a list of messages, each opening to its text.
import type { InboxMessage } from './messageStore';
import { escapeHtml, linkifyText } from '../safeHtml';

const STYLE = `
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1f2328; background: #f6f8fa; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
  .hint { margin: 0 0 1rem; color: #59636e; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { margin-bottom: 0.5rem; border: 1px solid #d1d9e0; border-radius: 6px; background: #fff; }
  summary { display: grid; grid-template-columns: 14rem 1fr auto; gap: 1rem; padding: 0.6rem 0.9rem; cursor: pointer; }
  summary span, summary time { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .subject { font-weight: 600; }
  time { color: #59636e; font-variant-numeric: tabular-nums; }
  .details { padding: 0 0.9rem 0.9rem; border-top: 1px solid #d1d9e0; }
  .meta { color: #59636e; }
  pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font: 14px/1.5 ui-monospace, monospace; }
  .empty { padding: 2rem; text-align: center; color: #59636e; }
`;

export function renderInboxPage(messages: InboxMessage[]): string {
  const list =
    messages.length === 0
      ? '<p class="empty">No messages yet. Mail sent to the SMTP port shows up here.</p>'
      : `<ul>\n${messages.map(renderMessage).join('\n')}\n</ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Glow mail inbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Glow mail inbox</h1>
<p class="hint">${countMessages(messages.length)}, newest first. Reload for new mail; JSON at <a href="/messages">/messages</a>.</p>
${list}
</main>
</body>
</html>
`;
}

function renderMessage(message: InboxMessage): string {
  const recipients = escapeHtml(message.to.join(', '));
  const body = message.text
    ? `<pre>${linkifyText(message.text)}</pre>`
    : '<p class="meta">No plain-text body; see the JSON for the HTML.</p>';
  return `<li><details>
<summary><span>${recipients}</span><span class="subject">${escapeHtml(message.subject || '(no subject)')}</span><time datetime="${escapeHtml(message.receivedAt)}">${formatTime(message.receivedAt)}</time></summary>
<div class="details">
<p class="meta">From ${escapeHtml(message.from)} to ${recipients}${message.replyTo.length > 0 ? `, reply to ${escapeHtml(message.replyTo.join(', '))}` : ''} · <a href="/messages/${message.id}">JSON</a></p>
${body}
</div>
</details></li>`;
}

function countMessages(count: number): string {
  return count === 1 ? '1 message' : `${count} messages`;
}

/** "2025-05-01T09:30:12.345Z" becomes "2025-05-01 09:30:12 UTC". */
function formatTime(isoTime: string): string {
  return escapeHtml(isoTime.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC'));
}
