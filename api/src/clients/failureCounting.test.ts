// Counting an outside service's failures where its client fails: every rejected call once, never
// an answer about the world, and the client's answers and errors unchanged.
import { createApiMetrics } from '../metrics/apiMetrics';
import { AccountNotOnLedger } from './xrplClient';
import { countingFailures } from './failureCounting';

class Refused extends Error {}

function countedClient() {
  const metrics = createApiMetrics();
  const client = {
    read: (id: string) => Promise.resolve(`facts of ${id}`),
    refuse: () => Promise.reject(new Refused('502 from the service')),
    missing: (address: string) => Promise.reject(new AccountNotOnLedger(address)),
    name: () => 'sync',
  };
  const counted = countingFailures(
    client,
    'xrpl',
    metrics.outsideServiceFailures,
    (error) => error instanceof AccountNotOnLedger,
  );
  const failures = async () =>
    (await metrics.outsideServiceFailures.get()).values.find(
      (value) => value.labels.service === 'xrpl',
    )?.value;
  return { counted, failures };
}

it('passes answers through without counting them', async () => {
  const { counted, failures } = countedClient();
  await expect(counted.read('r1')).resolves.toBe('facts of r1');
  expect(counted.name()).toBe('sync');
  expect(await failures()).toBe(0);
});

it('counts each failed call once and rethrows its error unchanged', async () => {
  const { counted, failures } = countedClient();
  await expect(counted.refuse()).rejects.toBeInstanceOf(Refused);
  await expect(counted.refuse()).rejects.toThrow('502 from the service');
  expect(await failures()).toBe(2);
});

it('does not count what the service answered about the world', async () => {
  const { counted, failures } = countedClient();
  await expect(counted.missing('rNowhere')).rejects.toBeInstanceOf(AccountNotOnLedger);
  expect(await failures()).toBe(0);
});
