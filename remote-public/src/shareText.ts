import type { NominationList } from '@glow/contract';
import type { RenderedAnswers } from '@glow/shared-api';
import { votingPlan } from '@glow/shared-ui/pages';

/** What a shared link of /vote says: the cohort, its nominations, and how long voting runs. */
export function voteShareText({ answer }: RenderedAnswers): string | undefined {
  const list = answer<NominationList>('nominations');
  const cohort = list?.cohort;
  if (!cohort) return undefined;
  if (cohort.period !== 'voting') {
    return `${cohort.name}: voting has ended. See its nominations and the results on Glow.`;
  }
  const nominations = list.total === 1 ? '1 nomination' : `${list.total} nominations`;
  return `${cohort.name}: vote up or down on ${nominations} with an XRPL wallet. ${votingPlan(cohort)}.`;
}
