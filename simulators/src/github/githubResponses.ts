// The JSON GitHub's REST API answers for a repository, a commit, a user, a pull request, an issue
// and a release (the fields clients
// read; `apiUrl` is where the stand-in is reached, in place of https://api.github.com).
import type {
  StoredCommit,
  StoredIssue,
  StoredRelease,
  StoredRepository,
  StoredUser,
} from './repositoryStore';

const WEB = 'https://github.com';

function nodeId(kind: string, id: number | string): string {
  return Buffer.from(`${kind}:${id}`).toString('base64');
}

function account(apiUrl: string, user: StoredUser) {
  return {
    login: user.login,
    id: user.id,
    node_id: nodeId(user.type, user.id),
    avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
    url: `${apiUrl}/users/${user.login}`,
    html_url: `${WEB}/${user.login}`,
    type: user.type,
    site_admin: false,
  };
}

export function repositoryJson(
  apiUrl: string,
  repository: StoredRepository,
  owner: StoredUser,
): Record<string, unknown> {
  const { fullName } = repository;
  return {
    id: repository.id,
    node_id: nodeId('Repository', repository.id),
    name: repository.name,
    full_name: fullName,
    private: repository.private,
    visibility: repository.private ? 'private' : 'public',
    owner: account(apiUrl, owner),
    html_url: `${WEB}/${fullName}`,
    description: repository.description,
    fork: false,
    url: `${apiUrl}/repos/${fullName}`,
    commits_url: `${apiUrl}/repos/${fullName}/commits{/sha}`,
    homepage: null,
    language: repository.language,
    stargazers_count: repository.stars,
    watchers_count: repository.stars,
    forks_count: repository.forks,
    open_issues_count: repository.openIssues,
    forks: repository.forks,
    open_issues: repository.openIssues,
    watchers: repository.stars,
    default_branch: 'main',
    archived: false,
    disabled: false,
    topics: [],
    license: null,
    created_at: repository.createdAt.toISOString(),
    updated_at: repository.pushedAt.toISOString(),
    pushed_at: repository.pushedAt.toISOString(),
    subscribers_count: Math.round(repository.stars / 20),
    network_count: repository.forks,
  };
}

export function commitJson(
  apiUrl: string,
  repository: StoredRepository,
  commit: StoredCommit,
  author: StoredUser | undefined,
): Record<string, unknown> {
  const person = { name: commit.author, email: commit.email, date: commit.date.toISOString() };
  const url = `${apiUrl}/repos/${repository.fullName}`;
  return {
    sha: commit.sha,
    node_id: nodeId('Commit', commit.sha),
    commit: {
      author: person,
      committer: person,
      message: commit.message,
      tree: { sha: commit.sha, url: `${url}/git/trees/${commit.sha}` },
      url: `${url}/git/commits/${commit.sha}`,
      comment_count: 0,
    },
    url: `${url}/commits/${commit.sha}`,
    html_url: `${WEB}/${repository.fullName}/commit/${commit.sha}`,
    author: author ? account(apiUrl, author) : null,
    committer: author ? account(apiUrl, author) : null,
    parents: [],
  };
}

export function userJson(
  apiUrl: string,
  user: StoredUser,
  publicRepos: number,
): Record<string, unknown> {
  return {
    ...account(apiUrl, user),
    name: user.login,
    company: null,
    blog: '',
    location: null,
    email: null,
    bio: null,
    twitter_username: null,
    public_repos: publicRepos,
    followers: 0,
    following: 0,
    created_at: user.createdAt.toISOString(),
    updated_at: user.createdAt.toISOString(),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function issueFields(apiUrl: string, issue: StoredIssue, author: StoredUser) {
  return {
    id: issue.id,
    node_id: nodeId(issue.pull ? 'PullRequest' : 'Issue', issue.id),
    number: issue.number,
    title: issue.title,
    user: account(apiUrl, author),
    state: issue.closedAt ? 'closed' : 'open',
    locked: false,
    body: null,
    labels: [],
    assignees: [],
    comments: 0,
    created_at: issue.createdAt.toISOString(),
    updated_at: (issue.closedAt ?? issue.createdAt).toISOString(),
    closed_at: iso(issue.closedAt),
    author_association: 'CONTRIBUTOR',
  };
}

/** GET /repos/{owner}/{repo}/pulls/{pull_number}. */
export function pullJson(
  apiUrl: string,
  repository: StoredRepository,
  pull: StoredIssue,
  author: StoredUser,
): Record<string, unknown> {
  const url = `${apiUrl}/repos/${repository.fullName}`;
  return {
    ...issueFields(apiUrl, pull, author),
    url: `${url}/pulls/${pull.number}`,
    html_url: `${WEB}/${repository.fullName}/pull/${pull.number}`,
    issue_url: `${url}/issues/${pull.number}`,
    draft: false,
    merged: pull.mergedAt !== null,
    merged_at: iso(pull.mergedAt),
    mergeable: pull.closedAt ? null : true,
    merge_commit_sha: null,
  };
}

/** GET /repos/{owner}/{repo}/issues/{issue_number}: a pull request answers as an issue too. */
export function issueJson(
  apiUrl: string,
  repository: StoredRepository,
  issue: StoredIssue,
  author: StoredUser,
): Record<string, unknown> {
  const url = `${apiUrl}/repos/${repository.fullName}`;
  return {
    ...issueFields(apiUrl, issue, author),
    url: `${url}/issues/${issue.number}`,
    html_url: `${WEB}/${repository.fullName}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`,
    state_reason: issue.closedAt ? 'completed' : null,
    ...(issue.pull
      ? {
          pull_request: {
            url: `${url}/pulls/${issue.number}`,
            html_url: `${WEB}/${repository.fullName}/pull/${issue.number}`,
            merged_at: iso(issue.mergedAt),
          },
        }
      : {}),
  };
}

/** GET /repos/{owner}/{repo}/releases/tags/{tag}. */
export function releaseJson(
  apiUrl: string,
  repository: StoredRepository,
  release: StoredRelease,
  author: StoredUser,
): Record<string, unknown> {
  const url = `${apiUrl}/repos/${repository.fullName}`;
  return {
    id: release.id,
    node_id: nodeId('Release', release.id),
    url: `${url}/releases/${release.id}`,
    html_url: `${WEB}/${repository.fullName}/releases/tag/${encodeURIComponent(release.tag)}`,
    tag_name: release.tag,
    target_commitish: 'main',
    name: release.name,
    body: null,
    draft: false,
    prerelease: false,
    author: account(apiUrl, author),
    created_at: release.publishedAt.toISOString(),
    published_at: release.publishedAt.toISOString(),
    assets: [],
  };
}
