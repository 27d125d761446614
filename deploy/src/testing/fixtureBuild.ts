// For tests: small build folders shaped like a real remote's webpack output (mf-manifest.json
// as @module-federation/enhanced 2.9 writes it, glow-area.json as tooling/remoteArea.cjs writes
// it, remoteEntry.js, hashed chunks), without webpack.
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

/** The area a fixture build of `container` declares unless told otherwise: glow_judge → /judge. */
export function fixtureArea(container: string): AreaDeclaration {
  const path = `/${container.replace(/^glow_/, '')}`;
  return { label: container, home: path, paths: [path] };
}

/**
 * Writes a build of `container` into `dir`; a different `variant` changes the code (and so the
 * version). `entryPath` puts remoteEntry.js in a sub-folder, as metaData.remoteEntry.path allows.
 * `area` is written as glow-area.json (default fixtureArea; null: no such file).
 */
export function writeFixtureBuild(
  dir: string,
  container: string,
  {
    variant = 'one',
    entryPath = '',
    area = fixtureArea(container),
  }: { variant?: string; entryPath?: string; area?: unknown } = {},
): FixtureBuild {
  mkdirSync(join(dir, entryPath), { recursive: true });
  const routes = `(self.webpackChunk${container}=self.webpackChunk${container}||[]).push([["${variant}"],{}]);`;
  const routesFile = `__federation_expose_routes.${hashed('x', routes).slice(2, 10)}.js`;
  const shared = `/* react-router chunk */ export const variant = ${JSON.stringify(variant)};`;
  const sharedFile = hashed('401', shared);
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
    shared: [
      {
        id: `${container}:react-router`,
        name: 'react-router',
        version: '7.18.5',
        singleton: true,
        requiredVersion: '^7.18.0',
        assets: { js: { async: [], sync: [sharedFile] }, css: { async: [], sync: [] } },
        fallback: '',
      },
    ],
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
    [sharedFile]: shared,
    [`${sharedFile}.LICENSE.txt`]: '/*! license */',
    [lazyFile]: lazy,
    'mf-manifest.json': JSON.stringify(manifest, null, 2),
    'mf-stats.json': JSON.stringify({ ...manifest, stats: true }),
    ...(area === null ? {} : { 'glow-area.json': JSON.stringify(area, null, 2) }),
  };
  for (const [name, content] of Object.entries(contents)) writeFileSync(join(dir, name), content);
  return { dir, routesFile, files: Object.keys(contents).sort() };
}
