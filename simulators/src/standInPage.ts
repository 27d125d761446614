// The HTML around a stand-in's page for people (the KYC provider's, Xaman's sign page), and the
// times these pages show.

/** A whole page: `title` as its title and heading, `style` in its head, `content` in <main>. */
export function standInPage(title: string, style: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${content}
</main>
</body>
</html>
`;
}

/** "2025-05-01T09:30:12.345Z" becomes "2025-05-01 09:30:12 UTC". */
export function formatTime(time: Date): string {
  return time
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}
