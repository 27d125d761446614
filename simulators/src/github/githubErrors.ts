// GitHub's error answers, as its REST API words them.

export interface GitHubErrorBody {
  message: string;
  documentation_url: string;
  status?: string;
}

const DOCS = 'https://docs.github.com/rest';

/** What GitHub answers for a repository that is missing, or private to this caller. */
export const REPOSITORY_NOT_FOUND: GitHubErrorBody = {
  message: 'Not Found',
  documentation_url: `${DOCS}/repos/repos#get-a-repository`,
  status: '404',
};

export const USER_NOT_FOUND: GitHubErrorBody = {
  message: 'Not Found',
  documentation_url: `${DOCS}/users/users#get-a-user`,
  status: '404',
};

export const NOT_FOUND: GitHubErrorBody = {
  message: 'Not Found',
  documentation_url: DOCS,
  status: '404',
};

/** An issue deleted from a repository the caller may read. */
export const ISSUE_DELETED: GitHubErrorBody = {
  message: 'This issue was deleted',
  documentation_url: `${DOCS}/issues/issues#get-an-issue`,
  status: '410',
};

/** The commits of a repository that has none. */
export const EMPTY_REPOSITORY: GitHubErrorBody = {
  message: 'Git Repository is empty.',
  documentation_url: `${DOCS}/commits/commits#list-commits`,
  status: '409',
};

export function invalidParameter(name: string, value: string): GitHubErrorBody {
  return {
    message: `Invalid value for parameter '${name}': ${JSON.stringify(value)}`,
    documentation_url: `${DOCS}/commits/commits#list-commits`,
    status: '422',
  };
}

/** A repository taken down for legal reasons (451). */
export const REPOSITORY_BLOCKED = {
  message: 'Repository access blocked',
  block: { reason: 'dmca', created_at: '2026-01-05T10:00:00Z' },
};

/** A repository of an organisation enforcing SAML single sign-on the token is not authorised for. */
export const SAML_ENFORCED: GitHubErrorBody = {
  message:
    'Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.',
  documentation_url:
    'https://docs.github.com/articles/authenticating-to-a-github-organization-with-saml-single-sign-on/',
  status: '403',
};
