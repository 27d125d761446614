// Before any project: the build's remotes published to the CDN folder of each worker slot's
// system, and the demo data of every chapter written (chapters.ts). Each worker then starts its
// project's system.
import type { FullConfig } from '@playwright/test';
import { writeChapters } from './chapters';
import { publishRemotes } from './runningSystem';

export default function globalSetup(config: FullConfig): void {
  for (let slot = 0; slot < config.workers; slot += 1) publishRemotes(slot);
  writeChapters();
}
