#!/usr/bin/env node
// Runs web-server/src/cli.ts with tsx in this process (no second process, no build step).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
try {
  process.exitCode = await main(process.argv.slice(2), root);
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
