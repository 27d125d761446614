// The tables, each area's in its own folder (<area>/tables.ts), re-exported here for the database
// and drizzle-kit. Generate a migration after a change: `pnpm --filter @glow/api db:generate`.
export * from '../users/tables';
export * from '../wallets/tables';
export * from '../system/tables';
export * from '../programme/tables';
export * from '../projects/tables';
export * from '../contributors/tables';
export * from '../nominations/tables';
export * from '../voting/tables';
export * from '../clients/tables';
export * from '../judging/tables';
export * from '../applications/tables';
export * from '../payments/tables';
