#!/usr/bin/env node
// Runs deploy/src/cli.ts with tsx in this process (no second process, no build step).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
try {
  process.exitCode = await main(process.argv.slice(2), { root });
} catch (error) {
  if (error?.name === 'DeployError') {
    console.error(`error: ${error.message}`);
  } else {
    console.error(error);
  }
  // A refusal (the live side cannot run what was to be deployed) has an exit code of its own.
  process.exitCode = error?.exitCode ?? 1;
}
