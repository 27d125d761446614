import { errorMessageOf } from '@glow/shared-api';
import { Alert, Button, showToast, Stack } from '@glow/shared-ui';
import { counted } from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useRemindApplicantsMutation } from '../../api';

/** "1 contributor was reminded in the last 24 hours" (not emailed again), or nothing. */
function skippedLine(skipped: number): string | undefined {
  if (skipped === 0) return undefined;
  return `${counted(skipped, ['contributor was', 'contributors were'])} reminded in the last 24 hours and not emailed again.`;
}

/**
 * Emails the cohort's contributors who have a step left (each at most once a day: the server
 * counts those it skipped) and says how many were sent and skipped.
 */
export function RemindApplicants({ cohortId }: { cohortId: number }) {
  const [remindApplicants, { isLoading }] = useRemindApplicantsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function remind() {
    try {
      const { sent, skipped } = await remindApplicants(cohortId).unwrap();
      setRefusal(null);
      showToast({
        title:
          sent > 0 ? `Sent ${counted(sent, ['reminder', 'reminders'])}` : 'No reminder was sent',
        message: skippedLine(skipped) ?? (sent > 0 ? undefined : 'Nobody has a step left.'),
        tone: sent > 0 ? 'success' : 'info',
      });
    } catch (failure) {
      setRefusal(errorMessageOf(failure));
    }
  }

  return (
    <Stack $gap="0.5rem">
      <div>
        <Button $variant="secondary" onClick={remind} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Sending reminders…' : 'Send reminders'}
        </Button>
      </div>
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
