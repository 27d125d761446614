// Before any project: for each worker slot, the build's remotes published to its system's CDN
// folder and the demo data of every chapter written (chapters.ts). Each worker then starts its
// project's system.
import type { FullConfig } from '@playwright/test';
import { writeChapters } from './chapters';
import { publishRemotes } from './runningSystem';

export default async function globalSetup(config: FullConfig): Promise<void> {
  for (let slot = 0; slot < config.workers; slot += 1) publishRemotes(slot);
  await writeChapters(config.workers);
}
