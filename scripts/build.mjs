// Builds the shell, every remote and the API (api/dist) for production, then publishes the remotes
// to the local CDN.
import { installDependencies, run } from './lib/run.mjs';

if (!process.argv.includes('--no-install')) installDependencies();
run('pnpm', [
  '--filter',
  './shell',
  '--filter',
  './remote-*',
  '--filter',
  './api',
  '--workspace-concurrency=2',
  'build',
]);
run('node', ['scripts/publish-remotes.mjs']);
