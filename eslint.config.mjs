import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));
const REMOTE_DIRS = createRequire(import.meta.url)('./tooling/remotes.cjs').REMOTES.map(
  (remote) => remote.dir,
);

const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**'];
const BROWSER_SOURCES = [
  'shell/src/**/*.{ts,tsx}',
  'remote-*/src/**/*.{ts,tsx}',
  'shared-*/src/**/*.{ts,tsx}',
];

/**
 * Resolves `@glow/<folder>` (and its subpaths) to that workspace folder when the package is not
 * a declared dependency, so the boundary zones below catch a forbidden import by package name
 * as well as by relative path. It only places an import in a folder, for the zones; whether the
 * import works at all is the type checker's business.
 */
const workspacePackageResolver = {
  interfaceVersion: 3,
  name: 'glow-workspace-packages',
  resolve(source) {
    const match = /^@glow\/([^/]+)(\/.*)?$/.exec(source);
    if (!match || !existsSync(join(ROOT, match[1], 'package.json'))) return { found: false };
    return { found: true, path: join(ROOT, match[1], match[2] ?? 'package.json') };
  },
};

// Who may import whom, by where the imported file lives (import-x/no-restricted-paths resolves
// relative paths and package names alike). A remote ships on its own and a shared package sits
// below the shell and every remote, so neither may reach up or sideways; the API and the
// simulators run in Node.
const REMOTE_ZONES = REMOTE_DIRS.map((dir) => ({
  target: `${dir}/src`,
  from: ['shell', ...REMOTE_DIRS.filter((other) => other !== dir)],
  message:
    'A remote ships on its own: it may import shared-*, @glow/contract and its own files, never the shell or another remote.',
}));
const SHELL_ZONE = {
  target: 'shell/src',
  from: REMOTE_DIRS,
  message: 'The shell loads remotes at run time (Module Federation), never by import.',
};
const SHARED_ZONE = {
  target: 'shared-*/src/**',
  from: ['shell/**', 'remote-*/**'],
  message: 'A shared package sits below the shell and the remotes: it may not import them.',
};
const CONTRACT_ZONE = {
  target: 'contract/src',
  from: [
    'shell/**',
    'remote-*/**',
    'shared-*/**',
    'api/**',
    'simulators/**',
    'deploy/**',
    'web-server/**',
    'e2e/**',
  ],
  message:
    'The contract is shared by the API (Node) and the browser: it imports nothing but zod, no browser package and not the API.',
};
// The loading module is used through its entry only (shell/docs/loading-remotes.md).
const REMOTE_AREAS_ENTRY_ZONE = {
  target: ['shell/src/*.{ts,tsx}', 'shell/src/!(remoteAreas)/**'],
  from: 'shell/src/remoteAreas',
  except: ['./index.ts'],
  message: 'The rest of the shell uses the loading module through its entry, remoteAreas/index.ts.',
};
const NODE_ONLY_ZONE = (folder) => ({
  target: BROWSER_SOURCES,
  from: `${folder}/**`,
  message: `${folder}/ runs in Node: browser code may not import it (the browser reaches the API over HTTP, with the types of @glow/contract).`,
});
const BOUNDARY_ZONES = [
  ...REMOTE_ZONES,
  SHELL_ZONE,
  SHARED_ZONE,
  CONTRACT_ZONE,
  REMOTE_AREAS_ENTRY_ZONE,
];

// See tooling/federation-shared.cjs: a direct import would bundle a second copy in a remote.
const ROUTER_AND_RTK = {
  paths: ['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Import the router from @glow/shared-ui.',
    allowTypeImports: true,
  })),
  patterns: [
    {
      group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
      message: 'Import Redux Toolkit from @glow/shared-api.',
      allowTypeImports: true,
    },
  ],
};
// The contract's values are zod schemas: imported by the modules of the first load, they would
// put zod there. Pages load after the first render and may validate forms with the schemas.
const CONTRACT_TYPES_ONLY = {
  paths: [
    {
      name: '@glow/contract',
      message:
        "Outside pages, browser code imports only types from @glow/contract (`import type`), so zod stays out of the first load; plain values are in @glow/contract/domain, the calls' routes in @glow/contract/routes.",
      allowTypeImports: true,
    },
  ],
};
const PAGES = ['shell/src/pages/**', 'remote-*/src/pages/**', 'remote-*/src/components/**'];
const BROWSER_ONLY_LIBRARIES = {
  patterns: [
    {
      group: [
        'react',
        'react/*',
        'react-*',
        'redux',
        'redux-*',
        '@reduxjs/*',
        'styled-components',
        'styled-components/*',
      ],
      message:
        'The contract is shared by the API (Node) and the browser: no React, Redux, react-router or styled-components.',
    },
  ],
};

const CONTRACT_FIELDS_MESSAGE =
  'Make strings of the contract with text() or webUrl() from contract/src/fields.ts: they refuse a NUL character (and a URL that is not http or https) with a 400 naming the field.';

/** One @typescript-eslint/no-restricted-imports setting made of the lists above. */
function restrictImports(...lists) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: lists.flatMap((list) => list.paths ?? []),
        patterns: lists.flatMap((list) => list.patterns ?? []),
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.cdn/**',
      '**/.cdn/**',
      '**/.data/**',
      'coverage/**',
      '**/.tsbuild/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Boundaries between the packages. Tests and testing/ folders run in Node under Jest: they may
  // use the simulators (the stand-in ledger), never the API's code.
  {
    files: [...BROWSER_SOURCES, 'contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver(), workspacePackageResolver],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [...BOUNDARY_ZONES, NODE_ONLY_ZONE('api'), NODE_ONLY_ZONE('simulators')],
        },
      ],
    },
  },
  {
    files: TESTS.map((pattern) => `{shell,remote-*,shared-*}/src/${pattern}`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...BOUNDARY_ZONES, NODE_ONLY_ZONE('api')] },
      ],
    },
  },
  // What browser code may import from libraries and from the contract (later entries win).
  {
    files: ['shell/src/**', 'remote-*/src/**', 'shared-wallet/src/**'],
    ignores: TESTS,
    rules: restrictImports(ROUTER_AND_RTK, CONTRACT_TYPES_ONLY),
  },
  {
    files: ['shared-ui/src/**', 'shared-api/src/**'],
    ignores: TESTS,
    rules: restrictImports(CONTRACT_TYPES_ONLY),
  },
  { files: PAGES, ignores: TESTS, rules: restrictImports(ROUTER_AND_RTK) },
  // The shell's renderer is one Node bundle, never a remote: react-router's static rendering is
  // only there, and not in shared-ui's browser copy.
  {
    files: ['shell/src/server/**'],
    ignores: TESTS,
    rules: restrictImports(CONTRACT_TYPES_ONLY),
  },
  { files: ['contract/src/**'], rules: restrictImports(BROWSER_ONLY_LIBRARIES) },
  // Every string of the contract is made with contract/src/fields.ts, which refuses NUL characters
  // (PostgreSQL cannot store them) and schemes other than http(s) in URLs. remotes.json is a file
  // the deploy writes, never stored in the database, with messages of its own style.
  {
    files: ['contract/src/**'],
    ignores: ['contract/src/fields.ts', 'contract/src/remotesJson.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(string|url)$/]",
          message: CONTRACT_FIELDS_MESSAGE,
        },
      ],
    },
  },
  // The API reads the current time from its clock (api/src/clock.ts), which the demo data's story
  // sets to each step's moment; a wait measures a duration with performance.now().
  {
    files: ['api/src/**/*.ts'],
    ignores: [...TESTS, 'api/src/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use now() from api/src/clock.ts for the current time.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message:
            'Use now() from api/src/clock.ts for the current time, performance.now() for a duration.',
        },
        {
          selector:
            "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/now\\(\\)/]",
          message: "SQL's now() is the database's time: pass nowInSql() from api/src/clock.ts.",
        },
        {
          selector:
            "CallExpression[callee.property.name='defaultNow']:not(MemberExpression[property.name='$defaultFn'] > CallExpression)",
          message:
            "Give a defaultNow() column .$defaultFn(now) from api/src/clock.ts, so inserts take the clock's time.",
        },
      ],
    },
  },
  // Two definitions of one RTK Query endpoint name in a page must fail, not leave the first to
  // load to win: every injection refuses to override (a call two areas make is defined once, in
  // shared-api/src/sharedEndpoints.ts).
  {
    files: BROWSER_SOURCES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='injectEndpoints']:not(:has(Property[key.name='overrideExisting'][value.value='throw']))",
          message: "Pass `overrideExisting: 'throw'` to injectEndpoints.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**', 'api/**/*.ts', 'simulators/**/*.ts', 'web-server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  // A browser suite runs on the system its worker starts, which e2e/tests/fixtures.ts's test does.
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it starts the system the suite runs on.",
            },
          ],
        },
      ],
    },
  },
);
