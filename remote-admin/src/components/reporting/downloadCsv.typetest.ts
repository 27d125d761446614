// Compiled by `pnpm typecheck`, never run or bundled: downloadCsv takes the CSV endpoints only,
// with their own path and parameters (each `@ts-expect-error` must stay an error).
import { downloadCsv } from './downloadCsv';

const dispatch = () => undefined;

export const votes = () =>
  downloadCsv(
    'exportCohortVotes',
    { url: '/cohorts/{id}/exports/votes', pathParams: { id: 7 } },
    dispatch,
  );

export const paymentsOfCohort = () =>
  downloadCsv('exportPayments', { url: '/payments/export', payload: { cohortId: 7 } }, dispatch);

export const jsonEndpoint = () =>
  // @ts-expect-error -- listUsers answers JSON: it is called with contractCall
  downloadCsv('listUsers', { url: '/users' }, dispatch);

export const wrongPath = () =>
  downloadCsv(
    'exportCohortVotes',
    // @ts-expect-error -- the votes export's path is /cohorts/{id}/exports/votes
    { url: '/cohorts/{id}/exports/nominations', pathParams: { id: 7 } },
    dispatch,
  );

export const missingId = () =>
  downloadCsv(
    'exportCohortVotes',
    // @ts-expect-error -- the votes export needs its cohort id
    { url: '/cohorts/{id}/exports/votes' },
    dispatch,
  );
