import type { Distribution } from '@glow/contract';
import { Badge, Muted, Stack } from '@glow/shared-ui';
import { formatDateTime } from './dates';

/**
 * Where a panel judge stands with the cohort's distribution, as the judges' and the admin's pages
 * show it: approved (when), excused (by whom, why) or waited for.
 */
export function JudgeApproval({
  judge,
}: {
  judge: Pick<Distribution['panel'][number], 'approvedAt' | 'excused'>;
}) {
  if (judge.approvedAt)
    return (
      <Stack $gap="0.15rem">
        <div>
          <Badge $tone="success">Approved</Badge>
        </div>
        <Muted as="span">
          <time dateTime={judge.approvedAt}>{formatDateTime(judge.approvedAt)}</time>
        </Muted>
      </Stack>
    );
  if (judge.excused)
    return (
      <Stack $gap="0.15rem">
        <div>
          <Badge $tone="neutral">Excused</Badge>
        </div>
        <Muted as="span">
          {judge.excused.by ? `By ${judge.excused.by}: ` : ''}
          {judge.excused.reason}
        </Muted>
      </Stack>
    );
  return <Badge $tone="warning">Waiting</Badge>;
}
