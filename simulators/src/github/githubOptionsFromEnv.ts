// The stand-in's settings from environment variables, with the defaults.
import { portFromEnv } from '../portFromEnv';
import { DEFAULT_GITHUB_PORT } from './githubDefaults';
import type { GitHubSimulatorOptions } from './startGitHubSimulator';

export function githubOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): GitHubSimulatorOptions {
  return { port: portFromEnv('GITHUB_PORT', DEFAULT_GITHUB_PORT, env) };
}
