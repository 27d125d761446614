// The head of a page rendered on the server: its title and description, and the Open Graph and
// Twitter tags a shared link is shown with (the route's handle says them).
import type { RouteHandle } from '@glow/shared-api';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

const escaped = (text: string) =>
  text.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!);

/** The tags for the page of `handle`; `shared` is what a shared link says, if not its description. */
export function pageHead(handle: RouteHandle, shared?: string): string {
  const title = `${handle.title} · Glow`;
  const description = handle.description ?? '';
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Glow'],
    ['property', 'og:title', title],
    ['property', 'og:description', shared ?? description],
    ['name', 'twitter:card', 'summary'],
  ];
  return (
    `<title>${escaped(title)}</title>` +
    tags
      .map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escaped(content)}"/>`)
      .join('')
  );
}
