// Columns every area's tables share.
import { timestamp } from 'drizzle-orm/pg-core';
import { now } from '../clock';

/** When the row was made, by the clock (clock.ts). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now);
