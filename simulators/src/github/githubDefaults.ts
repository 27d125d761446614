// The GitHub stand-in's defaults and the repositories it starts with: those of the demo projects
// (api/src/seed), each with commits by the demo contributors' GitHub usernames in recent months.

export const DEFAULT_GITHUB_PORT = 8029;
/** GitHub's primary rate limits per hour: without a token (per client) and with one. */
export const ANONYMOUS_REQUESTS_PER_HOUR = 60;
export const TOKEN_REQUESTS_PER_HOUR = 5000;

/** A commit to put in a repository; `author` is the GitHub login it is credited to. */
export interface CommitSeed {
  author: string;
  email?: string;
  /** ISO 8601. */
  date: string;
  message?: string;
}

/**
 * A pull request or an issue (they share the repository's numbers, as on GitHub); `mergedAt`
 * makes a pull request merged (and closed); `deleted` an issue deleted, which GitHub answers
 * 410 Gone.
 */
export interface IssueSeed {
  number: number;
  title: string;
  author: string;
  /** ISO 8601. */
  createdAt: string;
  closedAt?: string;
  mergedAt?: string;
  deleted?: boolean;
}

export interface ReleaseSeed {
  tag: string;
  name?: string;
  author: string;
  /** ISO 8601. */
  publishedAt: string;
}

/**
 * Why GitHub refuses every read of a repository for good: `legal`, taken down (a DMCA notice),
 * which GitHub answers 451; `saml`, an organisation enforcing SAML single sign-on the token was
 * not authorised for, which GitHub answers 403 (not a rate limit: requests remain).
 */
export type RepositoryBlock = 'legal' | 'saml';

/** A repository to put in the stand-in (the body of POST /__simulator/repos). */
export interface RepositorySeed {
  /** `owner/name`, in the case GitHub answers it. */
  fullName: string;
  private?: boolean;
  blocked?: RepositoryBlock;
  description?: string;
  stars?: number;
  forks?: number;
  openIssues?: number;
  /** ISO 8601; the newest commit's date, or now, when left out. */
  pushedAt?: string;
  language?: string;
  commits?: CommitSeed[];
  pulls?: IssueSeed[];
  issues?: IssueSeed[];
  releases?: ReleaseSeed[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` commits by `author`, one every `everyDays` days back from `firstDaysAgo` days ago. */
function commitsBy(
  author: string,
  count: number,
  everyDays: number,
  firstDaysAgo: number,
): CommitSeed[] {
  return Array.from({ length: count }, (_, index) => ({
    author,
    email: `${author}@users.noreply.github.com`,
    date: new Date(Date.now() - (firstDaysAgo + index * everyDays) * DAY_MS).toISOString(),
    message: `Work by ${author} (${index + 1} of ${count})`,
  }));
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** The demo projects' repositories (and one private one), with dates relative to the start. */
export const DEMO_REPOSITORIES: RepositorySeed[] = [
  {
    fullName: 'XRPLF/xrpl.js',
    description: 'A JavaScript/TypeScript API for interacting with the XRP Ledger',
    language: 'TypeScript',
    stars: 1243,
    forks: 532,
    openIssues: 87,
    commits: [...commitsBy('mokafor', 14, 9, 2), ...commitsBy('jdoe-xrpl', 6, 20, 5)],
    pulls: [
      {
        number: 2741,
        title: 'Autofill fetches fees and sequences once per batch',
        author: 'mokafor',
        createdAt: daysAgo(48),
        mergedAt: daysAgo(39),
      },
      {
        number: 2788,
        title: 'Typed models for the newest amendments',
        author: 'mokafor',
        createdAt: daysAgo(12),
      },
    ],
    issues: [
      {
        number: 2702,
        title: 'autofill asks the node for the fee once per transaction',
        author: 'jdoe-xrpl',
        createdAt: daysAgo(70),
        closedAt: daysAgo(39),
      },
    ],
    releases: [
      { tag: 'xrpl@4.3.0', name: 'xrpl.js 4.3.0', author: 'mokafor', publishedAt: daysAgo(30) },
    ],
  },
  {
    fullName: 'XRPLF/rippled',
    description: 'Decentralized cryptocurrency blockchain daemon implementing the XRP Ledger',
    language: 'C++',
    stars: 4611,
    forks: 1478,
    openIssues: 312,
    commits: [...commitsBy('lhenriksen', 22, 6, 1), ...commitsBy('jdoe-xrpl', 4, 30, 3)],
    pulls: [
      {
        number: 5321,
        title: 'Fix a race in ledger acquisition that stalls catching-up nodes',
        author: 'lhenriksen',
        createdAt: daysAgo(60),
        mergedAt: daysAgo(52),
      },
    ],
  },
  {
    fullName: 'XRPLF/XRPL-Standards',
    description: 'XRP Ledger Standards and amendment proposals (XLS)',
    stars: 332,
    forks: 97,
    openIssues: 54,
    commits: commitsBy('anaribeiro', 9, 14, 4),
    pulls: [
      {
        number: 281,
        title: 'XLS-91d: price oracle metadata',
        author: 'anaribeiro',
        createdAt: daysAgo(40),
      },
    ],
  },
  {
    fullName: 'XRPLF/xrpl-py',
    description: 'A Python library to interact with the XRP Ledger',
    language: 'Python',
    stars: 164,
    forks: 95,
    openIssues: 41,
    commits: commitsBy('chenwei-dev', 11, 12, 3),
  },
  {
    fullName: 'ripple/explorer',
    description: 'Open source XRP Ledger explorer',
    language: 'TypeScript',
    stars: 118,
    forks: 132,
    openIssues: 36,
    commits: commitsBy('smarin', 8, 15, 6),
  },
  {
    fullName: 'XRPLF/clio',
    description: 'An XRP Ledger API server optimized for RPC calls over WebSocket or JSON-RPC',
    language: 'C++',
    stars: 67,
    forks: 40,
    openIssues: 22,
    commits: commitsBy('tvidal', 17, 7, 2),
  },
  {
    fullName: 'XRPLF/xrpl-dev-portal',
    description: 'Source code for xrpl.org including developer documentation',
    language: 'JavaScript',
    stars: 541,
    forks: 1002,
    openIssues: 128,
    commits: commitsBy('jdoe-xrpl', 10, 10, 3),
  },
  {
    fullName: 'XRPL-Labs/xumm-sdk',
    description: 'Xaman (formerly XUMM) SDK for Node.js and the browser',
    language: 'TypeScript',
    stars: 71,
    forks: 30,
    openIssues: 9,
    commits: commitsBy('jdoe-xrpl', 5, 25, 12),
  },
  {
    fullName: 'XRPLF/private-roadmap',
    private: true,
    description: 'Not for the public',
    stars: 0,
    forks: 0,
    openIssues: 3,
    commits: commitsBy('mokafor', 2, 10, 1),
  },
];
