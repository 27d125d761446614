// Putting untrusted text (mail subjects, addresses, bodies, payload fields) into HTML safely.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/g;
// Punctuation that ends a sentence rather than the address: "open https://x.example/a."
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Escapes the text and turns every http(s) address in it into a link opening in a new tab. */
export function linkifyText(text: string): string {
  let html = '';
  let copiedUpTo = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(text.slice(copiedUpTo, match.index));
    html += `<a href="${escapeHtml(address)}" target="_blank" rel="noopener noreferrer">${escapeHtml(address)}</a>`;
    copiedUpTo = match.index + address.length;
  }
  return html + escapeHtml(text.slice(copiedUpTo));
}
