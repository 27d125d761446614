// Compiled by `pnpm typecheck`, never run or bundled: downloadCsv takes the CSV endpoints' routes
// only, with their own parameters (each `@ts-expect-error` must stay an error).
import * as ROUTES from '@glow/contract/routes';
import { downloadCsv } from './downloadCsv';

const dispatch = () => undefined;

export const votes = () =>
  downloadCsv(ROUTES.exportCohortVotes, { pathParams: { id: 7 } }, dispatch);

export const paymentsOfCohort = () =>
  downloadCsv(ROUTES.exportPayments, { payload: { cohortId: 7 } }, dispatch);

export const jsonEndpoint = () =>
  // @ts-expect-error -- listUsers answers JSON: it is called with contractCall
  downloadCsv(ROUTES.listUsers, {}, dispatch);

export const missingId = () =>
  downloadCsv(
    ROUTES.exportCohortVotes,
    // @ts-expect-error -- the votes export needs its cohort id
    {},
    dispatch,
  );

export const wrongPayload = () =>
  downloadCsv(
    ROUTES.exportPayments,
    // @ts-expect-error -- the payments export takes a cohort id, not a nomination's
    { payload: { nominationId: 7 } },
    dispatch,
  );
