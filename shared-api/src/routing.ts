import type { RouteObject } from 'react-router';
import type { Role } from '@glow/contract/domain';
import { ID_MAX } from '@glow/contract/limits';

/**
 * Who may open a route: everyone, any signed-in user, or signed-in users of the given roles.
 * The server enforces the same rules on every call; this check is for the user's comfort.
 */
export type Access = 'public' | 'login' | { roles: readonly Role[] };

export type Layout = 'default' | 'admin';

/** A rule a route parameter must meet; a parameter that breaks it gives the fatal 404. */
export type ParamRule = 'id';

/** What every route object carries in its `handle`. */
export interface RouteHandle {
  access: Access;
  layout: Layout;
  title: string;
  /** One line saying what the page is for. */
  description?: string;
  params?: Record<string, ParamRule>;
  /**
   * What a shared link of the page says (its Open Graph description) when the page is rendered
   * on the server, from the answers it was rendered with; else its description.
   */
  share?: (page: RenderedAnswers) => string | undefined;
}

/** The answers a page was rendered with, by endpoint name. */
export interface RenderedAnswers {
  answer<T>(endpointName: string): T | undefined;
}

/** An entry of an area's navigation. */
export interface NavEntry {
  to: string;
  label: string;
  /** Route patterns of the records its list opens that live outside its path (`/judge/assessment/:id`). */
  records?: string[];
}

export type AccessDecision = 'allowed' | 'login-required' | 'forbidden';

export function checkAccess(access: Access, user: { role: Role } | null): AccessDecision {
  if (access === 'public') return 'allowed';
  if (!user) return 'login-required';
  if (access === 'login') return 'allowed';
  return access.roles.includes(user.role) ? 'allowed' : 'forbidden';
}

export function describeAccess(access: Access): string {
  if (access === 'public') return 'public';
  if (access === 'login') return 'signed in';
  return `signed in as ${access.roles.join(' or ')}`;
}

const PARAM_RULES: Record<ParamRule, (value: string) => boolean> = {
  // Record ids are whole numbers from 1 to ID_MAX without leading zeros, as the database issues
  // them (the API refuses a larger one): a page for a larger one cannot exist.
  id: (value) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= ID_MAX,
};

/** The names of the parameters that break their rule. */
export function invalidParams(
  rules: RouteHandle['params'],
  params: Record<string, string | undefined>,
): string[] {
  return Object.entries(rules ?? {})
    .filter(([name, rule]) => !PARAM_RULES[rule](params[name] ?? ''))
    .map(([name]) => name);
}

/** A route object as remotes expose it: every route carries its handle. */
export type GlowRoute = RouteObject & { handle: RouteHandle };

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: GlowRoute[];
  navigation: NavEntry[];
}
