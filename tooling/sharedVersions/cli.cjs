#!/usr/bin/env node
// pnpm shared:check [--base <git ref>] | pnpm shared:version --summary "…" (commands.cjs).
const path = require('node:path');
const { runSharedVersions } = require('./commands.cjs');

try {
  process.exitCode = runSharedVersions(process.argv.slice(2), {
    root: path.join(__dirname, '..', '..'),
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  });
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
