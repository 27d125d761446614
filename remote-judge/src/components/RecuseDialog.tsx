import type { Evaluation } from '@glow/contract';
import { ASSESSMENT_TEXT_MAX } from '@glow/shared-api';
import { showToast } from '@glow/shared-ui';
import { asSentence, ReasonDialog } from '@glow/shared-ui/pages';
import { useRecuseMutation } from '../api';
import { recuseResolver } from './assessmentForm';

/** Recusing from a nomination, with the reason (a conflict of interest); it is final. */
export function RecuseDialog({
  evaluation,
  onClose,
}: {
  evaluation: Evaluation;
  onClose: () => void;
}) {
  const [recuse] = useRecuseMutation();
  return (
    <ReasonDialog
      title={`Recuse yourself from ${evaluation.contributor.name}'s nomination?`}
      resolver={recuseResolver}
      hint={(count) => `Your conflict of interest · ${count}`}
      maxLength={ASSESSMENT_TEXT_MAX.recusalReason}
      confirmLabel="Recuse"
      busyLabel="Recusing…"
      confirmVariant="danger"
      onConfirm={async (request) => {
        const outcome = await recuse({
          nominationId: evaluation.nomination.id,
          ...request,
        }).unwrap();
        showToast({
          title: asSentence(outcome.message),
          message: evaluation.contributor.name,
          tone: 'success',
        });
      }}
      onClose={onClose}
    >
      <p>
        Recusing is final: you will not see the other judges&apos; assessments of this nomination
        {evaluation.mine?.status === 'assessed' && ', and your assessment is withdrawn'}.
      </p>
    </ReasonDialog>
  );
}
