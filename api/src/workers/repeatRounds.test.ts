import { performance } from 'node:perf_hooks';
import { until } from '../clients/deadlines';
import { repeatRounds } from './repeatRounds';

const HOUR_MS = 3_600_000;

/** The timers keeping this process alive. */
function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
}

test('a stop during a round ends when the round ends, leaving no pause behind', async () => {
  const timersBefore = activeTimers();
  let rounds = 0;
  let endRound = () => {};
  const loop = repeatRounds(HOUR_MS, () => {
    rounds += 1;
    return new Promise<void>((resolve) => {
      endRound = resolve;
    });
  });

  const stopped = loop.stop(performance.now() + HOUR_MS).then(() => 'stopped');
  endRound();

  expect(await until(performance.now() + 2_000, stopped)).toBe('stopped');
  expect(rounds).toBe(1);
  expect(activeTimers()).toBe(timersBefore);
});
