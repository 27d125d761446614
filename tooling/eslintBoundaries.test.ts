// The boundary rules of eslint.config.mjs, run through ESLint's Node API on small snippets placed
// at chosen paths of the repository: each forbidden import is reported with its rule's message,
// each allowed one is not. Relative imports name files that exist (a zone only sees an import
// that resolves).
import { ESLint } from 'eslint';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const PATHS_RULE = 'import-x/no-restricted-paths';
const IMPORTS_RULE = '@typescript-eslint/no-restricted-imports';

const eslint = new ESLint({ cwd: ROOT });

interface Problem {
  rule: string | null;
  message: string;
}

/** What the boundary rules report for `code` in a file at `file` (relative to the root). */
async function boundaryProblems(file: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const problems = result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
  // A parse or resolver error (no rule) would hide what the rules think: fail on it instead.
  const broken = problems.filter((p) => p.rule === null);
  if (broken.length > 0) throw new Error(`${file}: ${broken.map((p) => p.message).join('; ')}`);
  return problems.filter((p) => p.rule === PATHS_RULE || p.rule === IMPORTS_RULE);
}

const REMOTE_MESSAGE = 'A remote ships on its own';
const SHELL_MESSAGE = 'The shell loads remotes at run time';
const SHARED_MESSAGE = 'A shared package sits below the shell and the remotes';
const CONTRACT_IMPORTS_MESSAGE = 'it imports nothing but zod';
const CONTRACT_LIBRARIES_MESSAGE = 'no React, Redux, react-router or styled-components';
const API_MESSAGE = 'api/ runs in Node: browser code may not import it';
const SIMULATORS_MESSAGE = 'simulators/ runs in Node: browser code may not import it';
const CONTRACT_TYPES_MESSAGE = 'browser code imports only types from @glow/contract';
const REMOTE_AREAS_MESSAGE = 'uses the loading module through its entry, remoteAreas/index.ts';
const ROUTER_MESSAGE = 'Import the router from @glow/shared-ui.';
const RTK_MESSAGE = 'Import Redux Toolkit from @glow/shared-api.';

// [file, import statement, rule, part of its message]
const FORBIDDEN: [string, string, string, string][] = [
  // A remote imports the shell or another remote, by path or by package name, tests included.
  ['remote-public/src/probe.ts', "import '../../shell/src/config';", PATHS_RULE, REMOTE_MESSAGE],
  ['remote-public/src/probe.ts', "import '@glow/shell';", PATHS_RULE, REMOTE_MESSAGE],
  [
    'remote-public/src/pages/Probe.tsx',
    "import { routes } from '../../../remote-admin/src/routes';",
    PATHS_RULE,
    REMOTE_MESSAGE,
  ],
  [
    'remote-scout/src/probe.ts',
    "import type { X } from '@glow/remote-judge/src/routes';",
    PATHS_RULE,
    REMOTE_MESSAGE,
  ],
  [
    'remote-admin/src/pages/Probe.test.tsx',
    "import { loadConfig } from '@glow/shell/src/config';",
    PATHS_RULE,
    REMOTE_MESSAGE,
  ],
  // The shell imports a remote.
  ['shell/src/probe.ts', "import '../../remote-public/src/routes';", PATHS_RULE, SHELL_MESSAGE],
  ['shell/src/probe.ts', "import '@glow/remote-admin/src/routes';", PATHS_RULE, SHELL_MESSAGE],
  // The rest of the shell reaches into the loading module past its entry, tests included.
  [
    'shell/src/router.tsx',
    "import { readListings } from './remoteAreas/areaStore';",
    PATHS_RULE,
    REMOTE_AREAS_MESSAGE,
  ],
  [
    'shell/src/frame/Probe.test.tsx',
    "import { servesPath } from '../remoteAreas/areas';",
    PATHS_RULE,
    REMOTE_AREAS_MESSAGE,
  ],
  // A shared package imports a remote or the shell.
  [
    'shared-ui/src/probe.ts',
    "import '../../remote-public/src/routes';",
    PATHS_RULE,
    SHARED_MESSAGE,
  ],
  ['shared-api/src/probe.ts', "import '@glow/shell/src/store';", PATHS_RULE, SHARED_MESSAGE],
  [
    'shared-wallet/src/testing/probe.ts',
    "import '@glow/remote-public';",
    PATHS_RULE,
    SHARED_MESSAGE,
  ],
  // The contract imports a browser package, the API, or a browser library (types included).
  [
    'contract/src/probe.ts',
    "import '../../shared-api/src/session';",
    PATHS_RULE,
    CONTRACT_IMPORTS_MESSAGE,
  ],
  ['contract/src/probe.ts', "import '@glow/shared-ui';", PATHS_RULE, CONTRACT_IMPORTS_MESSAGE],
  ['contract/src/probe.ts', "import '../../api/src/config';", PATHS_RULE, CONTRACT_IMPORTS_MESSAGE],
  [
    'contract/src/probe.ts',
    "import { useState } from 'react';",
    IMPORTS_RULE,
    CONTRACT_LIBRARIES_MESSAGE,
  ],
  [
    'contract/src/probe.ts',
    "import type { ReactNode } from 'react';",
    IMPORTS_RULE,
    CONTRACT_LIBRARIES_MESSAGE,
  ],
  [
    'contract/src/probe.ts',
    "import { jsx } from 'react/jsx-runtime';",
    IMPORTS_RULE,
    CONTRACT_LIBRARIES_MESSAGE,
  ],
  [
    'contract/src/probe.ts',
    "import { useSelector } from 'react-redux';",
    IMPORTS_RULE,
    CONTRACT_LIBRARIES_MESSAGE,
  ],
  [
    'contract/src/probe.ts',
    "import { createSlice } from '@reduxjs/toolkit';",
    IMPORTS_RULE,
    CONTRACT_LIBRARIES_MESSAGE,
  ],
  [
    'contract/src/probe.ts',
    "import { Link } from 'react-router';",
    IMPORTS_RULE,
    CONTRACT_LIBRARIES_MESSAGE,
  ],
  [
    'contract/src/probe.ts',
    "import styled from 'styled-components';",
    IMPORTS_RULE,
    CONTRACT_LIBRARIES_MESSAGE,
  ],
  // Browser code imports the API or the simulators (tests may use the simulators, not the API).
  ['shell/src/probe.ts', "import '../../api/src/config';", PATHS_RULE, API_MESSAGE],
  ['remote-public/src/pages/Probe.tsx', "import '@glow/api/src/config';", PATHS_RULE, API_MESSAGE],
  ['shared-ui/src/probe.test.tsx', "import '@glow/api/src/config';", PATHS_RULE, API_MESSAGE],
  [
    'shared-wallet/src/probe.ts',
    "import { startXrplLedgerSimulator } from '../../simulators/src/xrplLedger';",
    PATHS_RULE,
    SIMULATORS_MESSAGE,
  ],
  [
    'remote-admin/src/probe.ts',
    "import '@glow/simulators/src/xrplLedger';",
    PATHS_RULE,
    SIMULATORS_MESSAGE,
  ],
  // A runtime value of the contract in browser code outside pages.
  [
    'shell/src/probe.ts',
    "import { ENDPOINTS } from '@glow/contract';",
    IMPORTS_RULE,
    CONTRACT_TYPES_MESSAGE,
  ],
  [
    'shell/src/probe.ts',
    "import { type Endpoint, ENDPOINTS } from '@glow/contract';",
    IMPORTS_RULE,
    CONTRACT_TYPES_MESSAGE,
  ],
  [
    'remote-public/src/api.ts',
    "import { CastVoteRequestSchema } from '@glow/contract';",
    IMPORTS_RULE,
    CONTRACT_TYPES_MESSAGE,
  ],
  [
    'remote-admin/src/routes.tsx',
    "import { ENDPOINTS } from '@glow/contract';",
    IMPORTS_RULE,
    CONTRACT_TYPES_MESSAGE,
  ],
  [
    'shared-api/src/index.ts',
    "export * from '@glow/contract';",
    IMPORTS_RULE,
    CONTRACT_TYPES_MESSAGE,
  ],
  [
    'shared-ui/src/probe.ts',
    "export { ROLES } from '@glow/contract';",
    IMPORTS_RULE,
    CONTRACT_TYPES_MESSAGE,
  ],
  [
    'shared-wallet/src/walletApi.ts',
    "import { WalletSessionSchema } from '@glow/contract';",
    IMPORTS_RULE,
    CONTRACT_TYPES_MESSAGE,
  ],
  // The router and Redux Toolkit come through shared-ui and shared-api, pages included.
  [
    'remote-public/src/pages/Probe.tsx',
    "import { Link } from 'react-router';",
    IMPORTS_RULE,
    ROUTER_MESSAGE,
  ],
  [
    'shell/src/probe.ts',
    "import { createSlice } from '@reduxjs/toolkit';",
    IMPORTS_RULE,
    RTK_MESSAGE,
  ],
];

// [file, import statement]
const ALLOWED: [string, string][] = [
  ['remote-public/src/probe.ts', "import { Page } from '@glow/shared-ui';"],
  ['remote-public/src/probe.ts', "import { useWallet } from '@glow/shared-wallet';"],
  ['remote-public/src/pages/Probe.tsx', "import { routes } from '../routes';"],
  ['shell/src/probe.ts', "import { useWallet } from '@glow/shared-wallet';"],
  // The loading module through its entry; its own files import each other.
  ['shell/src/router.tsx', "import { createRoutePatcher } from './remoteAreas';"],
  ['shell/src/frame/Probe.tsx', "import { useAreaAt } from '../remoteAreas/index';"],
  ['shell/src/remoteAreas/probe.ts', "import { servesPath } from './areas';"],
  ['shared-ui/src/probe.ts', "import { baseApi } from '@glow/shared-api';"],
  ['shared-ui/src/probe.ts', "import { Link } from 'react-router';"],
  ['shared-api/src/probe.ts', "import { createSlice } from '@reduxjs/toolkit';"],
  ['contract/src/probe.ts', "import { z } from 'zod';"],
  ['contract/src/probe.ts', "import { ROLES } from './domain';"],
  // Types of the contract anywhere; its zod-free values anywhere.
  ['shell/src/probe.ts', "import type { Endpoint } from '@glow/contract';"],
  ['shell/src/probe.ts', "import { type Endpoint, type Role } from '@glow/contract';"],
  ['shared-api/src/probe.ts', "export type { Endpoint } from '@glow/contract';"],
  ['shell/src/probe.ts', "import { ROLES } from '@glow/contract/domain';"],
  ['shared-ui/src/probe.ts', "import { PASSWORD_MIN_LENGTH } from '@glow/contract/limits';"],
  ['shared-api/src/probe.ts', "export * from '@glow/contract/domain';"],
  ['remote-public/src/routes.tsx', "import { ROLES } from '@glow/contract/domain';"],
  // Pages load after the first render: their forms validate with the contract's schemas.
  ['shell/src/pages/Probe.tsx', "import { LoginRequestSchema } from '@glow/contract';"],
  ['remote-public/src/pages/Probe.tsx', "import { ENDPOINTS } from '@glow/contract';"],
  [
    'remote-admin/src/components/Probe.tsx',
    "import { CreateUserRequestSchema } from '@glow/contract';",
  ],
  // Tests and testing/ folders: contract values, the simulators, the router directly.
  ['shell/src/probe.test.ts', "import { ENDPOINTS } from '@glow/contract';"],
  ['shared-api/src/testing/probe.ts', "import { ENDPOINTS } from '@glow/contract';"],
  ['remote-public/src/testing/probe.ts', "import { ENDPOINTS } from '@glow/contract';"],
  [
    'shared-wallet/src/testing/probe.ts',
    "import { startXrplLedgerSimulator } from '../../../simulators/src/xrplLedger';",
  ],
  ['shared-wallet/src/probe.test.ts', "import '@glow/simulators/src/xrplLedger';"],
  ['shell/src/probe.test.tsx', "import { MemoryRouter } from 'react-router';"],
  // The API and the simulators are not browser code.
  ['api/src/probe.ts', "import '../../simulators/src/xrplLedger';"],
];

describe.each(FORBIDDEN)('%s: %s', (file, statement, rule, message) => {
  it(`is reported by ${rule}`, async () => {
    const problems = await boundaryProblems(file, `${statement}\n`);
    expect(problems).toEqual([{ rule, message: expect.stringContaining(message) }]);
  });
});

describe.each(ALLOWED)('%s: %s', (file, statement) => {
  it('is allowed', async () => {
    expect(await boundaryProblems(file, `${statement}\n`)).toEqual([]);
  });
});
