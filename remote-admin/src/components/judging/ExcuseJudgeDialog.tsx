import { ExcuseRequestSchema } from '@glow/contract';
import { ASSESSMENT_TEXT_MAX } from '@glow/shared-api';
import { Muted, showToast } from '@glow/shared-ui';
import { ReasonDialog } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useExcuseJudgeMutation } from '../../api';

const excuseResolver = zodResolver(ExcuseRequestSchema);

/**
 * Excuses a panel judge from approving the cohort's distribution, with the reason the audit log
 * keeps; the distribution is then approved without them.
 */
export function ExcuseJudgeDialog({
  cohort,
  judge,
  onClose,
}: {
  cohort: { id: number; name: string };
  judge: { judgeId: number; name: string };
  onClose: () => void;
}) {
  const [excuseJudge] = useExcuseJudgeMutation();
  return (
    <ReasonDialog
      title={`Excuse ${judge.name} from ${cohort.name}'s distribution?`}
      resolver={excuseResolver}
      hint={(count) => `Why they are excused, for the audit log; ${count}`}
      maxLength={ASSESSMENT_TEXT_MAX.excuseReason}
      confirmLabel="Excuse"
      busyLabel="Excusing…"
      onConfirm={async (request) => {
        await excuseJudge({ id: cohort.id, judgeId: judge.judgeId, ...request }).unwrap();
        showToast({ title: `${judge.name} is excused`, message: cohort.name, tone: 'success' });
      }}
      onClose={onClose}
    >
      <Muted>
        The distribution is then approved without them. You can take this back until it is approved.
      </Muted>
    </ReasonDialog>
  );
}
