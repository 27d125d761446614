// Every remote's declared area (the "glowArea" of its package.json, which a deploy writes into
// remotes.json) against the routes its ./routes module exposes: the shell finds a remote only
// by the prefixes it declares, so a route outside them could not be reached.
import { AreaDeclarationSchema, type AreaDeclaration } from '@glow/contract';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { listRemotes } from './remotes';
import { schemaProblem } from './schemaProblem';

const ROOT = join(__dirname, '..', '..');
const tooling = createRequire(join(ROOT, 'package.json'))('./tooling/remoteArea.cjs') as {
  AREA_FILE: string;
  readAreaDeclaration: (remoteDir: string) => unknown;
};

interface RemoteRoutes {
  routes: { path?: string }[];
}

// The shell's own rule, loaded by path: it is browser code, outside this package's types.
let servesPath: (prefix: string, pathname: string) => boolean;

const remotes = listRemotes(ROOT).map((remote) => ({
  ...remote,
  area: tooling.readAreaDeclaration(join(ROOT, remote.dir)),
}));

beforeAll(async () => {
  ({ servesPath } = await import(join(ROOT, 'shell/src/remoteAreas/areas.ts')));
});

async function routePaths(dir: string): Promise<string[]> {
  const { routes } = (await import(join(ROOT, dir, 'src/routes.tsx'))) as RemoteRoutes;
  return routes.map((route) => route.path ?? '(a route without a path)');
}

describe.each(remotes)('$dir', ({ dir, area }) => {
  it('declares a well-formed area in its package.json', () => {
    expect(schemaProblem(AreaDeclarationSchema, area, `the "glowArea" of ${dir}`)).toBeUndefined();
  });

  it('serves every route path under a prefix it declares, and its home is one of its routes', async () => {
    const { paths, home } = area as AreaDeclaration;
    const routes = await routePaths(dir);
    const outside = routes.filter((path) => !paths.some((prefix) => servesPath(prefix, path)));
    expect(outside).toEqual([]);
    expect(routes).toContain(home);
  });
});

it('no two remotes declare the same path prefix', () => {
  const declared = remotes.flatMap(({ area }) => (area as AreaDeclaration).paths);
  expect(declared.filter((prefix, index) => declared.indexOf(prefix) !== index)).toEqual([]);
});

it('the build writes the file a deploy reads', async () => {
  const { AREA_FILE } = await import('./areaDeclaration');
  expect(tooling.AREA_FILE).toBe(AREA_FILE);
});
