// What keeps the fake API true to the contract: each route of its table must be an endpoint of
// ENDPOINTS or a file of CONTRACT_FILES, and each answer valid for its schemas. Test code only:
// it runs zod.
import {
  ENDPOINTS,
  ErrorBodySchema,
  RemotesJsonSchema,
  type Endpoint,
  type EndpointName,
} from '@glow/contract';

/**
 * The files of the contract that the fake serves beside the API, by route, with their schemas: a
 * static file answers 200 and a body of its schema (the shell's tests read /remotes.json).
 */
const CONTRACT_FILES: Record<string, Endpoint['response']> = {
  'GET /remotes.json': RemotesJsonSchema,
};

const ENTRIES = Object.entries(ENDPOINTS) as [EndpointName, Endpoint][];

/** Whether `path` is `template` (whose `{name}` segments stand for any one segment). */
function pathMatches(template: string, path: string): boolean {
  const templateSegments = template.split('/');
  const segments = path.split('/');
  return (
    templateSegments.length === segments.length &&
    templateSegments.every(
      (segment, index) => /^\{\w+\}$/.test(segment) || segment === segments[index],
    )
  );
}

function parseRoute(route: string): { method: string; path: string } {
  const [method = '', path = ''] = route.split(' ');
  return { method, path };
}

/** Whether a call is for the route `METHOD /api/path` of the fake's table. */
export function routeMatches(route: string, call: { method: string; path: string }): boolean {
  const { method, path } = parseRoute(route);
  return method === call.method && pathMatches(path, call.path);
}

/** What the contract says a route of the fake's table answers. */
interface ContractRoute {
  /** `endpoint login`, `file /remotes.json`: named in the fake's messages. */
  name: string;
  /** The status of a success. */
  status: number;
  /** The body of a success. */
  response: Endpoint['response'];
  /** The bodies of the error statuses that carry more than `{ message }`. */
  errors: NonNullable<Endpoint['errors']>;
  /** `'csv'`: a success answers CSV text, not a JSON body. */
  produces: Endpoint['produces'];
}

/** The endpoint or contract file a route `METHOD /path` of the fake's table stands for. */
export function contractRouteOf(route: string): ContractRoute {
  const file = CONTRACT_FILES[route];
  if (file) {
    return {
      name: `file ${parseRoute(route).path}`,
      status: 200,
      response: file,
      errors: {},
      produces: undefined,
    };
  }
  const { method, path } = parseRoute(route);
  const sameMethod = ENTRIES.filter(([, endpoint]) => endpoint.method === method);
  const found =
    sameMethod.find(([, endpoint]) => endpoint.path === path) ??
    sameMethod.find(([, endpoint]) => pathMatches(endpoint.path, path));
  if (!found) {
    throw new Error(
      `The fake API route "${route}" is not an endpoint of the contract (ENDPOINTS) nor one of ` +
        `its files (${Object.keys(CONTRACT_FILES).join(', ')}): give the method and path of ` +
        'one, e.g. "POST /api/users/login".',
    );
  }
  const [name, endpoint] = found;
  return {
    name: `endpoint ${name}`,
    status: endpoint.status ?? 200,
    response: endpoint.response,
    errors: endpoint.errors ?? {},
    produces: endpoint.produces,
  };
}

const ISSUES_SHOWN = 3;

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const shown = issues.slice(0, ISSUES_SHOWN).map(({ path, message }) => {
    const where = path.length ? path.map(String).join('.') : '(body)';
    return `${where}: ${message}`;
  });
  const more = issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

/** A fake answer's content: a JSON body (or none), or the text of a CSV download. */
export type FakeContent = { body: unknown } | { text: string };

/**
 * What is wrong with the fake's answer `status` + `content` to `route`, or null when the API (or
 * the CDN, for a contract file) could give it: a success answers the route's success status and a
 * body of its response schema (CSV text for a `produces: 'csv'` endpoint, and only there); an
 * error answers a body of the route's `errors` schema for its status, else `{ message }`, or no
 * body at all (as a proxy in front of the API may).
 */
export function contractProblemOf(
  route: string,
  status: number,
  content: FakeContent,
): string | null {
  let contract: ContractRoute;
  try {
    contract = contractRouteOf(route);
  } catch (error) {
    return (error as Error).message;
  }
  const answer = `The fake API's ${status} answer to "${route}" (${contract.name})`;
  const success = status >= 200 && status < 300;
  if ('text' in content) {
    return contract.produces === 'csv' && success
      ? null
      : `${answer} is text: only a CSV endpoint's success (produces: 'csv') answers text`;
  }
  const { body } = content;
  if (success) {
    if (status !== contract.status) {
      return `${answer}: the API answers ${contract.status} on success`;
    }
    if (contract.produces === 'csv') {
      return `${answer}: the endpoint answers CSV: give the fake answer \`text\`, not a body`;
    }
    const parsed = contract.response.safeParse(body);
    return parsed.success
      ? null
      : `${answer} does not match its response schema: ${describeIssues(parsed.error.issues)}`;
  }
  if (body === undefined) return null;
  const errorSchema = contract.errors[status as keyof ContractRoute['errors']];
  const parsed = (errorSchema ?? ErrorBodySchema).safeParse(body);
  if (parsed.success) return null;
  const expected = errorSchema
    ? `a body of its ${status} error schema`
    : 'an error body { message }';
  return `${answer} is not ${expected}: ${describeIssues(parsed.error.issues)}`;
}
