// The tables of every area (<area>/tables.ts) as one module, for the database's typed queries.
// drizzle-kit reads the areas' files itself (drizzle.config.ts). Generate a migration after a
// change: `pnpm --filter @glow/api db:generate`.
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
export * from '../help/tables';
export * from '../deploys/tables';
export * from '../integrity/tables';
