// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const listNominations = { method: 'GET', path: '/api/nominations' } as const;
export const voterStatus = { method: 'GET', path: '/api/voters/me' } as const;
export const registerVoter = { method: 'POST', path: '/api/voters' } as const;
export const castVote = { method: 'POST', path: '/api/votes' } as const;
export const listMyVotes = { method: 'GET', path: '/api/voters/me/votes' } as const;
export const voterLedgerReads = {
  method: 'GET',
  path: '/api/cohorts/{id}/voter-ledger-reads',
} as const;
