// The stand-in's repositories, commits and users, in memory. Names are looked up without regard to
// case, as on GitHub, and answered in the case they were created with.
import { createHash } from 'node:crypto';
import type {
  CommitSeed,
  IssueSeed,
  ReleaseSeed,
  RepositoryBlock,
  RepositorySeed,
} from './githubDefaults';

export interface StoredCommit {
  sha: string;
  /** The GitHub login the commit is credited to. */
  author: string;
  email: string;
  date: Date;
  message: string;
}

/** A pull request or an issue: `pull` tells which. */
export interface StoredIssue {
  id: number;
  number: number;
  pull: boolean;
  title: string;
  author: string;
  createdAt: Date;
  closedAt: Date | null;
  mergedAt: Date | null;
  deleted: boolean;
}

export interface StoredRelease {
  id: number;
  tag: string;
  name: string | null;
  author: string;
  publishedAt: Date;
}

export interface StoredRepository {
  id: number;
  owner: string;
  name: string;
  fullName: string;
  private: boolean;
  blocked: RepositoryBlock | null;
  description: string | null;
  language: string | null;
  stars: number;
  forks: number;
  openIssues: number;
  createdAt: Date;
  pushedAt: Date;
  /** Newest first. */
  commits: StoredCommit[];
  /** Pull requests and issues by number. */
  issues: Map<number, StoredIssue>;
  releases: StoredRelease[];
}

export interface StoredUser {
  id: number;
  login: string;
  type: 'User' | 'Organization';
  createdAt: Date;
}

export class RepositoryExists extends Error {}

export interface RepositoryStore {
  /** The repository by `owner/name` in any case; undefined when there is none. */
  find(owner: string, name: string): StoredRepository | undefined;
  add(seed: RepositorySeed): StoredRepository;
  remove(owner: string, name: string): boolean;
  user(login: string): StoredUser | undefined;
  /** Public repositories whose owner is `login`. */
  publicRepositoriesOf(login: string): number;
  list(): StoredRepository[];
  /** Back to the repositories it started with. */
  reset(): void;
}

const FIRST_REPOSITORY_ID = 190_000_000;
const FIRST_USER_ID = 2_400_000;

function commitSha(fullName: string, commit: CommitSeed, index: number): string {
  return createHash('sha1')
    .update(`${fullName}\n${index}\n${commit.author}\n${commit.date}\n${commit.message ?? ''}`)
    .digest('hex');
}

export function createRepositoryStore(initial: RepositorySeed[]): RepositoryStore {
  let repositories = new Map<string, StoredRepository>();
  let users = new Map<string, StoredUser>();
  let nextRepositoryId = FIRST_REPOSITORY_ID;
  let nextUserId = FIRST_USER_ID;

  const key = (owner: string, name: string) => `${owner}/${name}`.toLowerCase();

  function ensureUser(login: string, type: StoredUser['type']): void {
    if (users.has(login.toLowerCase())) return;
    users.set(login.toLowerCase(), {
      id: nextUserId++,
      login,
      type,
      createdAt: new Date(Date.UTC(2015, 0, 1) + (nextUserId % 2000) * 86_400_000),
    });
  }

  function issueOf(seed: IssueSeed, pull: boolean, repositoryId: number): StoredIssue {
    const mergedAt = pull && seed.mergedAt ? new Date(seed.mergedAt) : null;
    return {
      id: repositoryId * 10_000 + seed.number,
      number: seed.number,
      pull,
      title: seed.title,
      author: seed.author,
      createdAt: new Date(seed.createdAt),
      closedAt: seed.closedAt ? new Date(seed.closedAt) : mergedAt,
      mergedAt,
      deleted: !pull && seed.deleted === true,
    };
  }

  const releaseOf = (seed: ReleaseSeed, index: number, repositoryId: number): StoredRelease => ({
    id: repositoryId * 1000 + index + 1,
    tag: seed.tag,
    name: seed.name ?? null,
    author: seed.author,
    publishedAt: new Date(seed.publishedAt),
  });

  function add(seed: RepositorySeed): StoredRepository {
    const [owner = '', name = ''] = seed.fullName.split('/');
    if (repositories.has(key(owner, name))) {
      throw new RepositoryExists(`The repository ${seed.fullName} exists already`);
    }
    const commits = (seed.commits ?? [])
      .map((commit, index) => ({
        sha: commitSha(seed.fullName, commit, index),
        author: commit.author,
        email: commit.email ?? `${commit.author}@users.noreply.github.com`,
        date: new Date(commit.date),
        message: commit.message ?? `Change ${index + 1}`,
      }))
      .sort((a, b) => b.date.getTime() - a.date.getTime());
    const newest = commits[0]?.date;
    const id = nextRepositoryId++;
    const issues = new Map<number, StoredIssue>([
      ...(seed.issues ?? []).map((issue) => [issue.number, issueOf(issue, false, id)] as const),
      ...(seed.pulls ?? []).map((pull) => [pull.number, issueOf(pull, true, id)] as const),
    ]);
    const repository: StoredRepository = {
      id,
      owner,
      name,
      fullName: `${owner}/${name}`,
      private: seed.private ?? false,
      blocked: seed.blocked ?? null,
      description: seed.description ?? null,
      language: seed.language ?? null,
      stars: seed.stars ?? 0,
      forks: seed.forks ?? 0,
      openIssues: seed.openIssues ?? 0,
      createdAt: new Date(Date.UTC(2018, 4, 1)),
      pushedAt: seed.pushedAt ? new Date(seed.pushedAt) : (newest ?? new Date()),
      commits,
      issues,
      releases: (seed.releases ?? []).map((release, index) => releaseOf(release, index, id)),
    };
    ensureUser(owner, 'Organization');
    for (const commit of commits) ensureUser(commit.author, 'User');
    for (const issue of issues.values()) ensureUser(issue.author, 'User');
    for (const release of repository.releases) ensureUser(release.author, 'User');
    repositories.set(key(owner, name), repository);
    return repository;
  }

  function reset(): void {
    repositories = new Map();
    users = new Map();
    nextRepositoryId = FIRST_REPOSITORY_ID;
    nextUserId = FIRST_USER_ID;
    initial.forEach(add);
  }

  reset();
  return {
    find: (owner, name) => repositories.get(key(owner, name)),
    add,
    remove: (owner, name) => repositories.delete(key(owner, name)),
    user: (login) => users.get(login.toLowerCase()),
    publicRepositoriesOf: (login) =>
      [...repositories.values()].filter(
        (repository) =>
          !repository.private && repository.owner.toLowerCase() === login.toLowerCase(),
      ).length,
    list: () => [...repositories.values()],
    reset,
  };
}
