// Plain data of a nomination's evidence: the kinds of link a scout adds, the GitHub pages whose
// facts Glow reads (a pull request, a release, an issue) and the states it reads. No zod: the
// scout's, judge's and admin's pages import these, never the shell's first load.

/** What an evidence link is, as the scout says. */
export const EVIDENCE_KINDS = ['pullRequest', 'release', 'documentation', 'post', 'other'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export const EVIDENCE_KIND_NAMES: Record<EvidenceKind, string> = {
  pullRequest: 'Pull request',
  release: 'Release',
  documentation: 'Documentation',
  post: 'Post',
  other: 'Other',
};

/** A GitHub page Glow reads the facts of. */
export type GitHubReference =
  | { kind: 'pull'; owner: string; repo: string; number: number }
  | { kind: 'issue'; owner: string; repo: string; number: number }
  | { kind: 'release'; owner: string; repo: string; tag: string };

/** What GitHub says of the page: a pull request open, closed or merged; an issue open or closed; a release published. */
export const GITHUB_REFERENCE_STATES = ['open', 'closed', 'merged', 'published'] as const;
export type GitHubReferenceState = (typeof GITHUB_REFERENCE_STATES)[number];

const OWNER = '[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}';
const REPO = '[A-Za-z0-9._-]{1,100}';
const GITHUB_PAGE = new RegExp(
  `^https://(?:www\\.)?github\\.com/(${OWNER})/(${REPO})/(pull|issues|releases/tag)/([^/?#]+)/?(?:[?#].*)?$`,
  'i',
);
// A number GitHub gives a pull request or an issue (its ids are PostgreSQL-sized too).
const NUMBER = /^[1-9]\d{0,9}$/;

/**
 * The GitHub pull request (`/pull/<n>`), issue (`/issues/<n>`) or release (`/releases/tag/<tag>`)
 * a URL points at, or null when it points elsewhere (another site, a repository, a commit).
 */
export function githubReferenceOf(url: string): GitHubReference | null {
  const match = GITHUB_PAGE.exec(url.trim());
  if (!match) return null;
  const [, owner = '', repo = '', page = '', last = ''] = match;
  if (page.toLowerCase() === 'releases/tag') {
    let tag: string;
    try {
      tag = decodeURIComponent(last);
    } catch {
      return null;
    }
    return { kind: 'release', owner, repo, tag };
  }
  if (!NUMBER.test(last)) return null;
  const number = Number(last);
  return page.toLowerCase() === 'pull'
    ? { kind: 'pull', owner, repo, number }
    : { kind: 'issue', owner, repo, number };
}

/** The kind of evidence a GitHub page is, for a form to suggest. */
export function suggestedEvidenceKind(url: string): EvidenceKind | null {
  const reference = githubReferenceOf(url);
  if (!reference) return null;
  return reference.kind === 'pull'
    ? 'pullRequest'
    : reference.kind === 'release'
      ? 'release'
      : 'other';
}
