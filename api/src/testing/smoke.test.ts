import { loadConfig } from '../config';
import { createApi } from '../server';

it('starts', async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DATA_DIR: '' });
  const api = await createApi({ ...config, database: { kind: 'pglite', dataDir: null } });
  const r = await api.app.inject({ method: 'GET', url: '/api/health' });
  expect(r.json()).toEqual({ status: 'ok', database: 'pglite' });
  await api.close();
});
