// msw opens a BroadcastChannel as it loads (for its WebSocket mocking, unused here). jsdom has
// none, and the code under test must keep seeing none: Node's channels reach every test file of
// the process, so the wallet's cross-tab handoff would hear other files' tabs. Node's is lent
// while msw loads: fakeApi.ts imports this module just before msw and calls
// `returnBroadcastChannel()` once msw is loaded.
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

const lent = typeof globalThis.BroadcastChannel === 'undefined';
if (lent) Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });

export function returnBroadcastChannel(): void {
  if (lent) delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
}
