import { withRetries } from './retry';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('tries again after 500 ms, then after 2 s, and says which attempt succeeded after what', async () => {
  const attempts: [number, number][] = [];
  const started = Date.now();
  const result = withRetries(async (attempt) => {
    attempts.push([attempt, Date.now() - started]);
    if (attempt < 2) throw new Error(`failure ${attempt}`);
    return 'loaded';
  });
  await jest.advanceTimersByTimeAsync(2500);
  await expect(result).resolves.toEqual({
    value: 'loaded',
    attempt: 2,
    failures: [new Error('failure 0'), new Error('failure 1')],
  });
  expect(attempts).toEqual([
    [0, 0],
    [1, 500],
    [2, 2500],
  ]);
});

it('gives up after three attempts with the last failure', async () => {
  let calls = 0;
  const result = withRetries(async () => {
    calls += 1;
    throw new Error(`failure ${calls}`);
  });
  const settled = expect(result).rejects.toThrow('failure 3');
  await jest.advanceTimersByTimeAsync(2500);
  await settled;
  expect(calls).toBe(3);
});
