// The range each app needs of each workspace singleton, from the exports its bundled modules
// import: on a fixture workspace, then on Glow's own apps.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { workspaceSingletonRequirements } from '../federation-shared.cjs';
import { sharedRequirements } from './sharedRanges.cjs';
import { compareVersions, parseVersion } from './versions.cjs';

let root: string;

function write(file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

const value = (since: string) => ({ kind: 'value', signature: '() => void', since });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'glow-shared-ranges-'));
  write(
    'ui/package.json',
    JSON.stringify({
      name: '@glow/ui',
      version: '2.1.0',
      exports: { '.': './src/index.ts', './pages': './src/pages/index.ts' },
    }),
  );
  write(
    'ui/api-surface.json',
    JSON.stringify({
      name: '@glow/ui',
      version: '2.1.0',
      entryPoints: {
        '.': {
          Page: value('1.0.0'),
          Button: value('1.1.0'),
          Section: value('1.2.0'),
          Tone: { kind: 'type', signature: '"bad" | "good"', since: '2.0.0' },
          ToastOptions: {
            kind: 'type',
            signature: '{ title: string; tone?: Tone; }',
            since: '1.3.0',
          },
          showToast: {
            kind: 'value',
            signature: '(options: ToastOptions) => number',
            since: '1.0.0',
          },
          EvidenceList: value('2.1.0'),
        },
        './pages': { Cards: value('1.0.0') },
      },
    }),
  );
  write('ui/src/index.ts', 'export const EvidenceList = () => {};\n');
  // Bundled into the app: it reaches the singleton by its package name, and its own helpers by
  // a relative path (bundled too, and followed).
  write('ui/src/pages/index.ts', "export * from './Cards';\n");
  write(
    'ui/src/pages/Cards.tsx',
    "import { Section } from '@glow/ui';\nimport { helper } from '../helpers';\nexport const Cards = [Section, helper];\n",
  );
  write('ui/src/helpers.ts', "import { Button } from '@glow/ui';\nexport const helper = Button;\n");
  write(
    'wallet/package.json',
    JSON.stringify({ name: '@glow/wallet', version: '1.0.0', exports: { '.': './src/index.ts' } }),
  );
  write(
    'wallet/api-surface.json',
    JSON.stringify({ name: '@glow/wallet', version: '1.0.0', entryPoints: { '.': {} } }),
  );
  write(
    'app/src/routes.tsx',
    [
      "import { Page, type Tone } from '@glow/ui';",
      "import type { Section } from '@glow/ui';",
      "import { Cards } from '@glow/ui/pages';",
      "export const routes = [Page, Cards, () => import('./pages/Home')];",
      '',
    ].join('\n'),
  );
  write(
    'app/src/pages/Home.tsx',
    [
      // A type imported without `type`: nothing of it exists at run time.
      "import { Tone } from '@glow/ui';",
      // The singleton's code by a relative path is bundled, not shared: not a use of it.
      "import { EvidenceList } from '../../../ui/src/index';",
      'export default [EvidenceList];',
      '',
    ].join('\n'),
  );
  // Not bundled: tests import what they like.
  write('app/src/routes.test.tsx', "import { EvidenceList } from '@glow/ui';\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function requirementsOf(entry: string, onUnrecorded = jest.fn()) {
  return sharedRequirements({
    root,
    appName: 'app',
    entryFiles: [join(root, 'app', entry)],
    singletons: ['@glow/ui', '@glow/wallet'],
    onUnrecorded,
  });
}

test('an app needs, of each singleton, the newest since among the values its bundle imports, up to the next major', () => {
  expect(requirementsOf('src/routes.tsx')).toEqual({
    '@glow/ui': {
      version: '2.1.0',
      requiredVersion: '>=1.2.0 <3.0.0',
      uses: { Button: '1.1.0', Page: '1.0.0', Section: '1.2.0' },
    },
    '@glow/wallet': { version: '1.0.0', requiredVersion: '>=1.0.0 <2.0.0', uses: {} },
  });
});

test("a value's requirement includes the types its signature names, transitively", () => {
  write(
    'app/src/toast.ts',
    "import { showToast } from '@glow/ui';\nexport const toast = showToast;\n",
  );
  expect(requirementsOf('src/toast.ts')['@glow/ui']).toEqual({
    version: '2.1.0',
    requiredVersion: '>=2.0.0 <3.0.0',
    uses: { showToast: '1.0.0', ToastOptions: '1.3.0', Tone: '2.0.0' },
  });
});

test('a namespace import uses every export, and an import the record lacks is reported', () => {
  write(
    'app/src/all.ts',
    "import * as ui from '@glow/ui';\nimport { Ghost } from '@glow/ui';\nexport { ui, Ghost };\n",
  );
  const onUnrecorded = jest.fn();
  const requirements = requirementsOf('src/all.ts', onUnrecorded);
  expect(requirements['@glow/ui']?.requiredVersion).toBe('>=2.1.0 <3.0.0');
  expect(onUnrecorded).toHaveBeenCalledWith(
    'app imports Ghost from @glow/ui, which ui/api-surface.json does not record: run pnpm shared:version --summary "…" (tooling/docs/shared-versions.md)',
  );
});

/** Whether `version` lies in a range of the form ">=S <M.0.0". */
function satisfies(version: string, range: string) {
  const [, lowest, below] = /^>=(\S+) <(\S+)$/.exec(range) ?? [];
  if (!lowest || !below) throw new Error(`unexpected range ${range}`);
  return compareVersions(version, lowest) >= 0 && compareVersions(version, below) < 0;
}

test("Glow's shell provides every workspace singleton in a version each remote of the same build accepts", () => {
  const fail = (message: string) => {
    throw new Error(message);
  };
  const app = (dir: string, entry: string) =>
    workspaceSingletonRequirements({
      dir: join(__dirname, '..', '..', dir),
      entryFiles: [entry],
      mode: 'production',
    });
  const shell = app('shell', './src/index.ts');
  expect(Object.keys(shell).sort()).toEqual([
    '@glow/shared-api',
    '@glow/shared-api/sharedEndpoints',
    '@glow/shared-ui',
    '@glow/shared-wallet',
  ]);
  const remotes = readdirSync(join(__dirname, '..', '..')).filter((dir) =>
    dir.startsWith('remote-'),
  );
  expect(remotes).toHaveLength(5);
  for (const remote of remotes) {
    const requirements = app(remote, './src/routes.tsx');
    for (const [name, { requiredVersion }] of Object.entries(requirements)) {
      const provided = shell[name]?.version ?? fail(`the shell has no ${name}`);
      expect(`${remote} ${name} ${satisfies(provided, requiredVersion)}`).toBe(
        `${remote} ${name} true`,
      );
      expect(requiredVersion).toMatch(new RegExp(` <${parseVersion(provided)[0] + 1}\\.0\\.0$`));
    }
  }
  expect(
    Object.keys(app('remote-judge', './src/routes.tsx')['@glow/shared-ui']?.uses ?? {}),
  ).toContain('Page');
});
