// The `test` of every suite: Playwright's, with the system under test running for the worker,
// started on the demo data of its project's chapter (the `chapter` option: the demo story unless
// the project names a later chapter) and stopped when the worker ends. A project's tests share
// their worker's system; no project sees what another did.
import { test as base } from '@playwright/test';
import type { Chapter } from '../system/chapters';
import { startSystem, type RunningSystem } from '../system/runningSystem';

export interface SystemOptions {
  chapter: Chapter;
}

export const test = base.extend<object, SystemOptions & { system: RunningSystem }>({
  chapter: ['story', { scope: 'worker', option: true }],
  system: [
    async ({ chapter }, use) => {
      const system = await startSystem(chapter);
      await use(system);
      await system.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
});

export { expect } from '@playwright/test';
