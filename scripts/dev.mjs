// `pnpm dev`: the shell and every remote on webpack dev servers with hot reload, the API
// (restarting on change, demo data) and the simulators. The shell's dev server answers
// /remotes.json with the remotes' dev servers (tooling/remotes.cjs) and passes /api to the API.
import { run } from './lib/run.mjs';

run(
  'pnpm',
  [
    '--parallel',
    ...['./shell', './remote-*', './api', './simulators'].flatMap((dir) => ['--filter', dir]),
    'dev',
  ],
  {
    env: {
      // The API talks to the ledger stand-in (its default XRPL_RPC_URL): link transactions to the
      // stand-in's explorer page, not to a public network's.
      XRPL_EXPLORER_TX_URL: 'http://127.0.0.1:8027/transactions/{hash}',
      ...process.env,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
);
