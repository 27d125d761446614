// `pnpm dev`: the shell and every remote on webpack dev servers with hot reload. The shell's dev
// server answers /remotes.json with the remotes' dev servers (tooling/remotes.cjs).
import { run } from './lib/run.mjs';

run('pnpm', ['--parallel', '--filter', './shell', '--filter', './remote-*', 'dev']);
