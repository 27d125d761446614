// The stand-in's front page for people: its repositories and the last requests it answered.
import { escapeHtml } from '../safeHtml';
import type { LoggedRequest } from './controlRoutes';
import type { StoredRepository } from './repositoryStore';

export const PAGE_TITLE = 'GitHub stand-in';
const SHOWN_REQUESTS = 50;

export function renderFrontPage(repositories: StoredRepository[], requests: LoggedRequest[]) {
  const repositoryRows = repositories.map(
    (repository) =>
      `<tr><td>${escapeHtml(repository.fullName)}</td><td>${repository.private ? 'private' : 'public'}</td><td>${repository.stars}</td><td>${repository.openIssues}</td><td>${escapeHtml(repository.pushedAt.toISOString())}</td><td>${repository.commits.length}</td></tr>`,
  );
  const requestRows = requests
    .slice(-SHOWN_REQUESTS)
    .reverse()
    .map(
      (request) =>
        `<li>${escapeHtml(request.at)} · ${escapeHtml(request.method)} ${escapeHtml(request.path)} · ${request.status ?? 'no answer'}${request.authorised ? ' · with a token' : ''}</li>`,
    );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TITLE}</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1.5rem; } td, th { padding: 0.2rem 0.6rem; text-align: left; }</style>
</head>
<body>
<h1>${PAGE_TITLE}</h1>
<p>GitHub's REST API for Glow: GET /repos/{owner}/{repo}, /repos/{owner}/{repo}/commits, /users/{username}, /rate_limit. Controls under /__simulator/ (see simulators/docs/stand-ins.md).</p>
<h2>Repositories</h2>
<table>
<thead><tr><th>Repository</th><th>Visibility</th><th>Stars</th><th>Open issues</th><th>Last push</th><th>Commits</th></tr></thead>
<tbody>
${repositoryRows.join('\n')}
</tbody>
</table>
<h2>Last requests</h2>
${requestRows.length === 0 ? '<p>None yet.</p>' : `<ul>\n${requestRows.join('\n')}\n</ul>`}
</body>
</html>
`;
}
