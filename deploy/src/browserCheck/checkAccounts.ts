// Who the check before the switch signs in as, one account per role: the routes of a remote are
// opened as the role they are for. The admin's account also starts the preview.
import { readFileSync } from 'node:fs';
import { DeployError } from '../errors';

export const CHECK_ROLES = ['admin', 'judge', 'scout', 'contributor'] as const;
export type CheckRole = (typeof CHECK_ROLES)[number];

export interface CheckAccount {
  email: string;
  password: string;
}

export type CheckAccounts = Partial<Record<CheckRole, CheckAccount>>;

/** The demo users `npm start` creates (README, "Demo users"): the default for a local site. */
export const DEMO_CHECK_ACCOUNTS: CheckAccounts = Object.fromEntries(
  CHECK_ROLES.map((role) => [role, { email: `${role}@glow.local`, password: 'glow-demo' }]),
);

function isAccount(value: unknown): value is CheckAccount {
  const { email, password } = (value ?? {}) as Record<string, unknown>;
  return typeof email === 'string' && email !== '' && typeof password === 'string';
}

/**
 * Reads `{ "admin": { "email", "password" }, "judge": … }`; `where` names the source in errors.
 * An admin is required (it starts the preview and reads the routes); other roles are optional.
 */
export function parseCheckAccounts(text: string, where: string): CheckAccounts {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DeployError(`${where} is not JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new DeployError(`${where} must be an object of accounts by role`);
  }
  const accounts: CheckAccounts = {};
  for (const [role, account] of Object.entries(value)) {
    if (!(CHECK_ROLES as readonly string[]).includes(role)) {
      throw new DeployError(`${where}: "${role}" is not a role (${CHECK_ROLES.join(', ')})`);
    }
    if (!isAccount(account)) {
      throw new DeployError(`${where}: the ${role} account needs an "email" and a "password"`);
    }
    accounts[role as CheckRole] = account;
  }
  if (!accounts.admin) throw new DeployError(`${where} has no admin account`);
  return accounts;
}

/** --check-accounts <file>, else GLOW_CHECK_ACCOUNTS (the JSON itself), else the demo users. */
export function checkAccountsFrom(
  file: string | undefined,
  env: NodeJS.ProcessEnv,
): { accounts: CheckAccounts; source: string } {
  if (file) {
    const text = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        throw new DeployError(`Cannot read the check's accounts from ${file}`);
      }
    })();
    return { accounts: parseCheckAccounts(text, file), source: file };
  }
  if (env.GLOW_CHECK_ACCOUNTS) {
    return {
      accounts: parseCheckAccounts(env.GLOW_CHECK_ACCOUNTS, 'GLOW_CHECK_ACCOUNTS'),
      source: 'GLOW_CHECK_ACCOUNTS',
    };
  }
  return { accounts: DEMO_CHECK_ACCOUNTS, source: 'the demo users' };
}
