// For tests: small build folders shaped like a real remote's webpack output (mf-manifest.json
// as @module-federation/enhanced 2.9 writes it, glow-area.json as tooling/remoteArea.cjs writes
// it, remoteEntry.js, hashed chunks) and like the shell's (index.html, main.js, mf-manifest.json),
// without webpack. Their shared packages carry versioned ranges, as the shared packages' versions
// make them.
import type { AreaDeclaration } from '@glow/contract';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FixtureBuild {
  dir: string;
  /** The exposed ./routes chunk's file name (hashed). */
  routesFile: string;
  files: string[];
}

function hashed(name: string, content: string): string {
  return `${name}.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.js`;
}

/** A temporary folder; remove it with `removeTemporary`. */
export function temporaryDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `glow-deploy-${label}-`));
}

export function removeTemporary(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** One entry of a build's `shared`: the version it provides and the range it needs. */
export interface FixtureShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/** What a fixture remote shares unless told otherwise: shared-ui 1.1.0, needing any 1.x. */
export const FIXTURE_REMOTE_SHARED: FixtureShared[] = [
  { name: '@glow/shared-ui', version: '1.1.0', requiredVersion: '>=1.0.0 <2.0.0' },
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
];

/** What a fixture shell provides unless told otherwise: the versions the fixture remotes need. */
export const FIXTURE_SHELL_PROVIDES: Record<string, string> = {
  '@glow/shared-ui': '1.1.0',
  '@glow/shared-api': '1.0.0',
  react: '19.3.1',
};

/** The `shared` section of a manifest, as @module-federation/enhanced writes it. */
function manifestShared(container: string, shared: FixtureShared[], file: string) {
  return shared.map(({ name, version, requiredVersion = `^${version}` }) => ({
    id: `${container}:${name}`,
    name,
    version,
    singleton: true,
    requiredVersion,
    assets: { js: { async: [], sync: [file] }, css: { async: [], sync: [] } },
    fallback: '',
  }));
}

/**
 * Writes a build of the shell into `dir` providing `provides` (package → version); `manifest:
 * false` leaves out its mf-manifest.json, as a shell built before it had one.
 */
export function writeFixtureShell(
  dir: string,
  {
    provides = FIXTURE_SHELL_PROVIDES,
    variant = 'one',
    manifest = true,
  }: { provides?: Record<string, string>; variant?: string; manifest?: boolean } = {},
): { dir: string; files: string[] } {
  mkdirSync(dir, { recursive: true });
  const main = `/* shell ${variant} */`;
  const mainFile = hashed('main', main);
  const vendor = `/* react ${variant} */`;
  const vendorFile = hashed('262', vendor);
  const shared = Object.entries(provides).map(([name, version]) => ({ name, version }));
  const contents: Record<string, string> = {
    'index.html': `<!doctype html><script defer src="/${mainFile}"></script>`,
    [mainFile]: main,
    [vendorFile]: vendor,
    ...(manifest
      ? {
          'mf-manifest.json': JSON.stringify(
            {
              id: 'glow_shell',
              name: 'glow_shell',
              metaData: {
                name: 'glow_shell',
                type: 'app',
                buildInfo: { buildVersion: '0.1.0', buildName: '@glow/shell' },
                remoteEntry: { name: '', path: '', type: 'global' },
                globalName: 'glow_shell',
                pluginVersion: '2.9.2',
                publicPath: '/',
              },
              shared: manifestShared('glow_shell', shared, vendorFile),
              remotes: [],
              exposes: [],
            },
            null,
            2,
          ),
        }
      : {}),
  };
  for (const [name, content] of Object.entries(contents)) writeFileSync(join(dir, name), content);
  return { dir, files: Object.keys(contents).sort() };
}

/** The area a fixture build of `container` declares unless told otherwise: glow_judge → /judge. */
export function fixtureArea(container: string): AreaDeclaration {
  const path = `/${container.replace(/^glow_/, '')}`;
  return { label: container, home: path, paths: [path] };
}

/**
 * Writes a build of `container` into `dir`; a different `variant` changes the code (and so the
 * version). `entryPath` puts remoteEntry.js in a sub-folder, as metaData.remoteEntry.path allows.
 * `area` is written as glow-area.json (default fixtureArea; null: no such file). `shared` is its
 * manifest's shared packages; `sharedUses`, when given, is written as glow-shared.json.
 */
export function writeFixtureBuild(
  dir: string,
  container: string,
  {
    variant = 'one',
    entryPath = '',
    area = fixtureArea(container),
    shared = FIXTURE_REMOTE_SHARED,
    sharedUses,
  }: {
    variant?: string;
    entryPath?: string;
    area?: unknown;
    shared?: FixtureShared[];
    sharedUses?: unknown;
  } = {},
): FixtureBuild {
  mkdirSync(join(dir, entryPath), { recursive: true });
  const routes = `(self.webpackChunk${container}=self.webpackChunk${container}||[]).push([["${variant}"],{}]);`;
  const routesFile = `__federation_expose_routes.${hashed('x', routes).slice(2, 10)}.js`;
  const sharedChunk = `/* shared-ui chunk */ export const variant = ${JSON.stringify(variant)};`;
  const sharedFile = hashed('401', sharedChunk);
  const lazy = `/* a page */ ${variant}`;
  const lazyFile = hashed('896', lazy);
  const manifest = {
    id: container,
    name: container,
    metaData: {
      name: container,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: `@glow/${container}` },
      remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: container,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: manifestShared(container, shared, sharedFile),
    remotes: [],
    exposes: [
      {
        id: `${container}:routes`,
        name: 'routes',
        assets: { js: { sync: [routesFile], async: [lazyFile] }, css: { sync: [], async: [] } },
        path: './routes',
      },
    ],
  };
  const contents: Record<string, string> = {
    [join(entryPath, 'remoteEntry.js')]: `var ${container}; /* ${variant} */`,
    [routesFile]: routes,
    [sharedFile]: sharedChunk,
    [`${sharedFile}.LICENSE.txt`]: '/*! license */',
    [lazyFile]: lazy,
    'mf-manifest.json': JSON.stringify(manifest, null, 2),
    'mf-stats.json': JSON.stringify({ ...manifest, stats: true }),
    ...(area === null ? {} : { 'glow-area.json': JSON.stringify(area, null, 2) }),
    ...(sharedUses === undefined
      ? {}
      : { 'glow-shared.json': JSON.stringify(sharedUses, null, 2) }),
  };
  for (const [name, content] of Object.entries(contents)) writeFileSync(join(dir, name), content);
  return { dir, routesFile, files: Object.keys(contents).sort() };
}
