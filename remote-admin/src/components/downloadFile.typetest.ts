// Compiled by `pnpm typecheck`, never run or bundled: downloadFile takes the file endpoints' routes
// only, with their own parameters (each `@ts-expect-error` must stay an error).
import * as ROUTES from '@glow/contract/routes';
import { downloadFile } from './downloadFile';

const dispatch = () => undefined;

export const votes = () =>
  downloadFile(ROUTES.exportCohortVotes, { pathParams: { id: 7 } }, dispatch);

export const paymentsOfCohort = () =>
  downloadFile(ROUTES.exportPayments, { payload: { cohortId: 7 } }, dispatch);

export const personalData = () =>
  downloadFile(ROUTES.exportPersonalData, { pathParams: { id: 12 } }, dispatch);

export const jsonEndpoint = () =>
  // @ts-expect-error -- listUsers answers JSON: it is called with contractCall
  downloadFile(ROUTES.listUsers, {}, dispatch);

export const missingId = () =>
  downloadFile(
    ROUTES.exportCohortVotes,
    // @ts-expect-error -- the votes export needs its cohort id
    {},
    dispatch,
  );

export const wrongPayload = () =>
  downloadFile(
    ROUTES.exportPayments,
    // @ts-expect-error -- the payments export takes a cohort id, not a nomination's
    { payload: { nominationId: 7 } },
    dispatch,
  );
