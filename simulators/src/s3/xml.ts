// Just enough XML writing for S3's answers.

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** <name>text</name>, or <name>children…</name> when given elements. */
export function xmlElement(name: string, content: string | string[]): string {
  const inner = Array.isArray(content) ? content.join('') : escapeXml(content);
  return `<${name}>${inner}</${name}>`;
}

export function xmlDocument(root: string, namespace?: string): string {
  const rooted = namespace ? root.replace(/^<([A-Za-z]+)>/, `<$1 xmlns="${namespace}">`) : root;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${rooted}`;
}

export const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';
