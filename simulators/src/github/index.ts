export {
  startGitHubSimulator,
  type GitHubSimulator,
  type GitHubSimulatorOptions,
} from './startGitHubSimulator';
export {
  ANONYMOUS_REQUESTS_PER_HOUR,
  DEFAULT_GITHUB_PORT,
  DEMO_REPOSITORIES,
  TOKEN_REQUESTS_PER_HOUR,
  type CommitSeed,
  type RepositorySeed,
} from './githubDefaults';
export { githubOptionsFromEnv } from './githubOptionsFromEnv';
export type { LoggedRequest } from './controlRoutes';
