// Who may call each endpoint, written out by hand in each area's table (<area>/endpointCases.ts,
// tried over HTTP by <area>/permissions.test.ts) rather than read from ENDPOINTS: the contract's
// access rules must equal the tables (so loosening one fails a test), and a new endpoint fails
// here until it is added to its area's table.
import { ENDPOINTS, type Endpoint, type EndpointAccess, type EndpointName } from '@glow/contract';
import { WHO_MAY_CALL as SYSTEM } from '../system/endpointCases';
import { WHO_MAY_CALL as USERS } from '../users/endpointCases';
import { WHO_MAY_CALL as WALLETS } from '../wallets/endpointCases';
import { WHO_MAY_CALL as PROGRAMME } from '../programme/endpointCases';
import { WHO_MAY_CALL as VOTING } from '../voting/endpointCases';
import { WHO_MAY_CALL as INTEGRITY } from '../integrity/endpointCases';
import { WHO_MAY_CALL as CONTRIBUTORS } from '../contributors/endpointCases';
import { WHO_MAY_CALL as NOMINATIONS } from '../nominations/endpointCases';
import { WHO_MAY_CALL as PROJECTS } from '../projects/endpointCases';
import { WHO_MAY_CALL as JUDGING } from '../judging/endpointCases';
import { WHO_MAY_CALL as APPLICATIONS } from '../applications/endpointCases';
import { WHO_MAY_CALL as PAYMENTS } from '../payments/endpointCases';
import { WHO_MAY_CALL as REPORTING } from '../reporting/endpointCases';
import { WHO_MAY_CALL as RESULTS } from '../results/endpointCases';
import { WHO_MAY_CALL as PRIVACY } from '../privacy/endpointCases';
import { WHO_MAY_CALL as HELP } from '../help/endpointCases';
import { WHO_MAY_CALL as DEPLOYS } from '../deploys/endpointCases';
import {
  accessCases,
  CALLERS,
  CONNECT_WALLET,
  NOT_CONTRIBUTOR,
  PLEASE_LOGIN,
  UNAUTHORIZED,
} from '../testing/accessTable';

/**
 * `public`: anyone; `session`: any signed-in user; `wallet`: a confirmed wallet; or these roles.
 */
const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  ...SYSTEM,
  ...USERS,
  ...WALLETS,
  ...PROGRAMME,
  ...VOTING,
  ...INTEGRITY,
  ...CONTRIBUTORS,
  ...NOMINATIONS,
  ...PROJECTS,
  ...JUDGING,
  ...APPLICATIONS,
  ...PAYMENTS,
  ...REPORTING,
  ...RESULTS,
  ...PRIVACY,
  ...HELP,
  ...DEPLOYS,
};
const cases = accessCases(WHO_MAY_CALL);

it('has an expected access for every endpoint of the contract, and for no other', () => {
  const byName = (names: string[]) => [...names].sort();
  expect(byName(Object.keys(WHO_MAY_CALL))).toEqual(byName(Object.keys(ENDPOINTS)));
});

it("gives every endpoint the contract's access that the table expects", () => {
  const accessInContract = Object.fromEntries(
    Object.entries(ENDPOINTS).map(([name, endpoint]: [string, Endpoint]) => [
      name,
      endpoint.access,
    ]),
  );
  expect(accessInContract).toEqual(WHO_MAY_CALL);
});

it('tries every caller against every endpoint, refused and let through', () => {
  expect(cases).toHaveLength(Object.keys(ENDPOINTS).length * CALLERS.length);
  for (const message of [PLEASE_LOGIN, CONNECT_WALLET, UNAUTHORIZED, NOT_CONTRIBUTOR]) {
    expect(cases.some((c) => c.refusal?.message === message)).toBe(true);
  }
  expect(cases.some((c) => c.refusal === null)).toBe(true);
});
