// When a judge may not assess a nomination (they may recuse): they are its contributor, or a scout
// behind it (its nominating scout or a co-nominator). It matches the person, not one account: their
// account, or their normalised (lower-case) email on the contributor record or on the other
// account, so no account change hides a conflict. The judging reads and writes and the compiled
// distribution ask the same persons: one judge at a time with the two predicates, over
// `nominations` joined with `contributors`; a whole panel at once with `readPanelConflicts`.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '../db/database';
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

/**
 * Every nomination of the cohort and panel judge with a conflict, as the two predicates find it,
 * read in one pass over the cohort: each nomination's persons (its contributor record and account,
 * its scout, its co-nominators), as account ids and lower-case emails, matched to the panel's on
 * either. Asking the predicates for each pair instead costs a subquery per pair.
 */
export function readPanelConflicts(
  db: Database,
  cohortId: number,
): Promise<{ nominationId: number; judgeId: number }[]> {
  return rowsOf(
    db.execute(sql`
      with panel as (
        select cj.judge_id, lower(u.email) as email
        from cohort_judges cj join users u on u.id = cj.judge_id
        where cj.cohort_id = ${cohortId}
      ),
      cohort_nominations as (
        select n.id, n.scout_id, c.user_id as contributor_account_id,
          lower(c.email) as contributor_email
        from nominations n join contributors c on c.id = n.contributor_id
        where n.cohort_id = ${cohortId}
      ),
      persons as (
        select n.id as nomination_id, n.contributor_account_id as account_id,
          n.contributor_email as email
          from cohort_nominations n
        union all
        select n.id, account.id, lower(account.email)
          from cohort_nominations n join users account on account.id = n.contributor_account_id
        union all
        select n.id, scout.id, lower(scout.email)
          from cohort_nominations n join users scout on scout.id = n.scout_id
        union all
        select n.id, co_nominator.id, lower(co_nominator.email)
          from cohort_nominations n join co_nominations cn on cn.nomination_id = n.id
          join users co_nominator on co_nominator.id = cn.scout_id
      )
      select persons.nomination_id as "nominationId", panel.judge_id as "judgeId"
        from persons join panel on panel.judge_id = persons.account_id
      union
      select persons.nomination_id, panel.judge_id
        from persons join panel on panel.email = persons.email`),
  );
}
