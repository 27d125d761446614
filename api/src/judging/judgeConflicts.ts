// When a judge may not assess a nomination (they may recuse): they are its contributor, or a scout
// behind it (its nominating scout or a co-nominator). It matches the person, not one account: their
// account, or their normalised (lower-case) email on the contributor record or on the other
// account, so no account change hides a conflict. The judging reads and writes and the compiled
// distribution all ask these two predicates, over `nominations` joined with `contributors`.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { coNominations, contributors, nominations, users } from '../db/schema';

/** The judge: their account id and email, as values or as columns of the query. */
export interface JudgePerson {
  id: SQL | number;
  email: SQL | string;
}

/** Another user account, under `name`, for the subqueries (a raw FROM names the table itself). */
function account(name: string) {
  return { columns: alias(users, name), from: sql`${users} ${sql.identifier(name)}` };
}

const contributorAccount = account('contributor_account');
const scoutAccount = account('scout_account');
const coNominatorAccount = account('co_nominator_account');

/**
 * The judge is the nomination's contributor (false, never null, for a contributor without account).
 */
export function isContributorOf(judge: JudgePerson): SQL {
  return sql`coalesce(${contributors.userId} = ${judge.id}
    or lower(${contributors.email}) = ${judge.email}
    or exists (select 1 from ${contributorAccount.from}
      where ${contributorAccount.columns.id} = ${contributors.userId}
        and lower(${contributorAccount.columns.email}) = ${judge.email}), false)`;
}

/** The judge nominated the nomination or backs it as a co-nominator (false, never null). */
export function isScoutOf(judge: JudgePerson): SQL {
  return sql`coalesce(${nominations.scoutId} = ${judge.id}
    or exists (select 1 from ${scoutAccount.from}
      where ${scoutAccount.columns.id} = ${nominations.scoutId}
        and lower(${scoutAccount.columns.email}) = ${judge.email})
    or exists (select 1 from ${coNominations}
      inner join ${coNominatorAccount.from}
        on ${coNominatorAccount.columns.id} = ${coNominations.scoutId}
      where ${coNominations.nominationId} = ${nominations.id}
        and ${or(
          eq(coNominatorAccount.columns.id, judge.id),
          eq(sql`lower(${coNominatorAccount.columns.email})`, judge.email),
        )}), false)`;
}

/** Either conflict, as one boolean column. */
export const hasConflict = (judge: JudgePerson) =>
  sql<boolean>`(${isContributorOf(judge)} or ${isScoutOf(judge)})`.mapWith(Boolean);

/** A judge given by value, their email normalised (lower-case). */
export const judgePerson = (judge: { id: number; email: string }): JudgePerson => ({
  id: judge.id,
  email: judge.email.toLowerCase(),
});
