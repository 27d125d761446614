import { performance } from 'node:perf_hooks';
import { pause, until } from './deadlines';

const HOUR_MS = 3_600_000;

describe('pause', () => {
  test('ends at once when its signal has aborted already', async () => {
    const stopping = new AbortController();
    stopping.abort();

    const paused = pause(HOUR_MS, stopping.signal).then(() => 'ended');

    expect(await until(performance.now() + 2_000, paused)).toBe('ended');
  });

  test('ends when its signal aborts during the pause', async () => {
    const stopping = new AbortController();
    const paused = pause(HOUR_MS, stopping.signal).then(() => 'ended');

    stopping.abort();

    expect(await until(performance.now() + 2_000, paused)).toBe('ended');
  });
});
