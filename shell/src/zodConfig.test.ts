import { configureZod } from './zodConfig';

test('zod, loaded after configureZod, parses without compiling code (jitless)', async () => {
  configureZod();
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
