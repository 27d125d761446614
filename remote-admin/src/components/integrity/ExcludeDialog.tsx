import { ExcludeVotersRequestSchema } from '@glow/contract';
import { EXCLUSION_REASON_MAX_LENGTH } from '@glow/shared-api';
import { Muted, showToast } from '@glow/shared-ui';
import { counted, ReasonDialog } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useExcludeVotersMutation } from '../../integrityApi';

// The contract's rule for the reason alone: the dialog's form has no funder nor voter, which the
// request's refinement asks for one of.
const reasonResolver = zodResolver(
  z.strictObject({ reason: ExcludeVotersRequestSchema.shape.reason }),
);

/** Whom an exclusion leaves out: the members of a cluster, or one voter. */
export type ExclusionTarget = { funder: string } | { voterAddress: string };

/**
 * Asks for the written reason to leave a cluster's members, or one voter, out of the cohort's
 * tally, and sends it; their votes stay stored and the exclusion can be lifted until the cohort
 * moves to assessment.
 */
export function ExcludeDialog({
  cohort,
  target,
  onClose,
}: {
  cohort: { id: number; name: string };
  target: ExclusionTarget;
  onClose: () => void;
}) {
  const [excludeVoters] = useExcludeVotersMutation();
  const cluster = 'funder' in target;
  return (
    <ReasonDialog
      title={
        cluster ? 'Exclude this cluster from the tally?' : 'Exclude this voter from the tally?'
      }
      resolver={reasonResolver}
      hint={(count) => `Why, for the audit log and the public results; ${count}`}
      maxLength={EXCLUSION_REASON_MAX_LENGTH}
      rows={4}
      confirmLabel={cluster ? 'Exclude cluster' : 'Exclude voter'}
      busyLabel="Excluding…"
      onConfirm={async ({ reason }) => {
        const exclusion = await excludeVoters({ id: cohort.id, ...target, reason }).unwrap();
        showToast({
          title: `${counted(exclusion.voters, ['voter', 'voters'])} left out of the tally`,
          message: cohort.name,
          tone: 'success',
        });
      }}
      onClose={onClose}
    >
      <Muted>
        {cluster
          ? `Every voter activated by ${target.funder}, directly or through one account between, is left out of ${cohort.name}'s tally.`
          : `${target.voterAddress} is left out of ${cohort.name}'s tally.`}{' '}
        Their votes stay stored, and you can count them again until the cohort moves to assessment.
      </Muted>
    </ReasonDialog>
  );
}
