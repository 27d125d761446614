import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { answerReturningTabs, isAnotherTabWaiting } from './xamanHandoff';

const UUID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';

// jsdom has no BroadcastChannel; Node's delivers between channels of one process, as a
// browser's does between tabs.
beforeAll(() => {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = NodeBroadcastChannel;
});
afterAll(() => {
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
});

describe('handing a Xaman payload over to the tab waiting for it', () => {
  it('finds the waiting tab, which hears that the payload is resolved', async () => {
    const onReturn = jest.fn();
    const stop = answerReturningTabs(UUID, onReturn);
    await expect(isAnotherTabWaiting(UUID)).resolves.toBe(true);
    expect(onReturn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('finds no tab waiting for another payload', async () => {
    const stop = answerReturningTabs('another', jest.fn());
    await expect(isAnotherTabWaiting(UUID, 100)).resolves.toBe(false);
    stop();
  });

  it('finds no tab once the waiting one stopped', async () => {
    answerReturningTabs(UUID, jest.fn())();
    await expect(isAnotherTabWaiting(UUID, 100)).resolves.toBe(false);
  });
});
