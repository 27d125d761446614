import { errorMessageOf } from '@glow/shared-api';
import { Alert, Button, Muted, showToast, Stack } from '@glow/shared-ui';
import { counted, formatDateTime } from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useRemindJudgesMutation } from '../../api';

/**
 * Emails the judges of the cohort under assessment who still have nominations to assess (the
 * server allows it once a day and says from when the next can go), with when it was last done.
 */
export function RemindJudges({
  cohort,
}: {
  cohort: { id: number; name: string; judgesRemindedAt: string | null };
}) {
  const [remindJudges, { isLoading }] = useRemindJudgesMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function remind() {
    try {
      const { emailed } = await remindJudges(cohort.id).unwrap();
      setRefusal(null);
      showToast(
        emailed > 0
          ? { title: `Reminded ${counted(emailed, ['judge', 'judges'])}`, tone: 'success' }
          : { title: 'No judge has nominations left', tone: 'info' },
      );
    } catch (failure) {
      setRefusal(errorMessageOf(failure));
    }
  }

  return (
    <Stack $gap="0.5rem">
      <div>
        <Button $variant="secondary" onClick={remind} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Reminding…' : 'Remind judges'}
        </Button>
      </div>
      <Muted>
        {cohort.judgesRemindedAt ? (
          <>
            Judges with nominations left were last reminded on{' '}
            <time dateTime={cohort.judgesRemindedAt}>
              {formatDateTime(cohort.judgesRemindedAt)}
            </time>
            .
          </>
        ) : (
          `The judges of ${cohort.name} have not been reminded yet.`
        )}
      </Muted>
      {refusal && (
        <Alert tone="danger">
          <p>
            <strong>No reminder was sent.</strong> {refusal}
          </p>
        </Alert>
      )}
    </Stack>
  );
}
