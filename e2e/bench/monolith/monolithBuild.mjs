// Builds the monolith variant for `pnpm bench:web`: the shell's own webpack config (production)
// without ModuleFederationPlugin, with shell/src/remoteAreas/federation.ts (the one file that
// talks to the federation runtime) replaced by staticRemoteRoutes.ts, which imports every
// remote's routes module. Same loaders, same
// splitting, same HTML as the shell; only federation is gone.
//   node e2e/bench/monolith/monolithBuild.mjs --out <folder>
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { missingExports } from './exportNames.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..', '..');
const SHELL = join(ROOT, 'shell');
const REAL_MODULE = join(SHELL, 'src', 'remoteAreas', 'federation.ts');
const STAND_IN = join(HERE, 'staticRemoteRoutes.ts');

const fromShell = createRequire(join(SHELL, 'package.json'));
const fromRoot = createRequire(join(ROOT, 'package.json'));

function fail(message) {
  console.error(`\nmonolith build: ${message}`);
  process.exit(1);
}

/** The stand-in must export what the real module exports and know every remote. */
function checkStandIn() {
  if (!existsSync(REAL_MODULE)) {
    fail(`${relative(ROOT, REAL_MODULE)} is gone; the bench replaces that file in the monolith.`);
  }
  const missing = missingExports(REAL_MODULE, STAND_IN);
  if (missing.length > 0) {
    fail(
      `${relative(ROOT, STAND_IN)} lacks exports that ${relative(ROOT, REAL_MODULE)} has:\n` +
        missing.map((name) => `  - ${name}`).join('\n') +
        '\nAdd them (a no-op where federation-only) so the monolith builds the same shell.',
    );
  }
  const { REMOTES } = fromRoot('./tooling/remotes.cjs');
  const text = readFileSync(STAND_IN, 'utf8');
  const unknown = REMOTES.filter(
    ({ name, dir }) => !text.includes(`${name}:`) || !text.includes(`'../../../${dir}/src/routes'`),
  );
  if (unknown.length > 0) {
    fail(
      `${relative(ROOT, STAND_IN)} does not import these remotes of tooling/remotes.cjs: ` +
        unknown.map(({ name, dir }) => `${name} (${dir})`).join(', '),
    );
  }
}

/** Points every import of the real federation module at the stand-in; counts how often. */
class ReplaceFederation {
  replaced = 0;
  leaked = [];
  apply(compiler) {
    const realWithoutExtension = REAL_MODULE.replace(/\.tsx?$/, '');
    compiler.hooks.normalModuleFactory.tap('ReplaceFederation', (factory) => {
      factory.hooks.beforeResolve.tap('ReplaceFederation', (data) => {
        if (!data.request.startsWith('.')) return;
        const target = resolve(data.context, data.request);
        if (target === REAL_MODULE || target === realWithoutExtension) {
          data.request = STAND_IN;
          this.replaced += 1;
        }
      });
      factory.hooks.afterResolve.tap('ReplaceFederation', (data) => {
        if (data.createData.resource === REAL_MODULE) this.leaked.push(data.contextInfo.issuer);
      });
    });
  }
}

function monolithConfig(outDir, replacer) {
  const shellConfig = fromShell('./webpack.config.js');
  const config =
    typeof shellConfig === 'function' ? shellConfig({}, { mode: 'production' }) : shellConfig;
  const plugins = config.plugins ?? [];
  const federation = plugins.filter((plugin) =>
    /ModuleFederation/.test(plugin?.constructor?.name ?? ''),
  );
  if (federation.length === 0) {
    fail('shell/webpack.config.js has no ModuleFederationPlugin: nothing to take out.');
  }
  const cache = config.cache && typeof config.cache === 'object' ? config.cache : undefined;
  return {
    ...config,
    mode: 'production',
    output: { ...config.output, path: outDir, clean: true },
    plugins: [...plugins.filter((plugin) => !federation.includes(plugin)), replacer],
    cache: cache
      ? {
          ...cache,
          name: 'bench-monolith',
          cacheDirectory: join(outDir, '..', '.webpack-cache'),
          buildDependencies: {
            ...cache.buildDependencies,
            bench: [fileURLToPath(import.meta.url)],
          },
        }
      : cache,
  };
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) fail('--out <folder> is required');
const outDir = resolve(values.out);
if (outDir === join(SHELL, 'dist')) fail('the monolith never goes to shell/dist');

checkStandIn();
const webpack = fromShell('webpack');
const replacer = new ReplaceFederation();
const started = Date.now();
const stats = await new Promise((done, reject) => {
  const compiler = webpack(monolithConfig(outDir, replacer));
  compiler.run((error, result) => {
    compiler.close(() => (error ? reject(error) : done(result)));
  });
}).catch((error) => fail(error.stack ?? String(error)));

if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true, colors: false }));
  fail('webpack reported errors');
}
if (replacer.replaced === 0) {
  fail(`no module imported ${relative(ROOT, REAL_MODULE)}, so the stand-in was never used.`);
}
if (replacer.leaked.length > 0) {
  fail(`the real federation module was still bundled (from ${replacer.leaked.join(', ')}).`);
}
const json = stats.toJson({ all: false, modules: true, nestedModules: true });
const flatten = (modules = []) => modules.flatMap((m) => [m, ...flatten(m.modules)]);
const federationModules = flatten(json.modules).filter((m) =>
  /node_modules[\\/](\.pnpm[\\/])?@module-federation/.test(m.name ?? ''),
);
if (federationModules.length > 0) {
  console.warn(
    `monolith build: ${federationModules.length} @module-federation modules are still bundled, ` +
      `e.g. ${federationModules[0].name}`,
  );
}
console.info(
  `monolith built in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${relative(ROOT, outDir)}` +
    ` (federation.ts replaced at ${replacer.replaced} import${replacer.replaced === 1 ? '' : 's'})`,
);
