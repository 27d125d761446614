import type { CohortDetail, Distribution } from '@glow/contract';
import {
  amountOf,
  ASSESSMENT_SIZE_NAMES,
  ASSESSMENT_SIZES,
  errorMessageOf,
} from '@glow/shared-api';
import { useGetDistributionQuery } from '@glow/shared-api/sharedEndpoints';
import {
  Badge,
  Button,
  ButtonLink,
  LoadFailure,
  Muted,
  showToast,
  Stack,
  TableScroll,
} from '@glow/shared-ui';
import { CardTable, counted, formatCount, formatXrp, JudgeApproval } from '@glow/shared-ui/pages';
import { useId, useState } from 'react';
import { useUnexcuseJudgeMutation } from '../../api';
import { paymentsPath } from '../../paths';
import { ExcuseJudgeDialog } from './ExcuseJudgeDialog';
import { Facts } from '../Facts';

type PanelJudge = Distribution['panel'][number];

/** Whether a cohort has judging to show: the judges assess from its assessment period on. */
export const isJudged = (cohort: Pick<CohortDetail, 'period'>) =>
  cohort.period === 'assessment' || cohort.period === 'distribution' || cohort.period === 'closed';

/** The sizes a grant is paid in first, Decline last. */
const SIZES_LISTED = [...ASSESSMENT_SIZES.filter((size) => size !== 'decline'), 'decline' as const];

/** "Small 2 × 400 XRP · Medium 1 × 4,000 XRP · Decline 1": the final sizes the list holds. */
function sizesLine({ cohort, totals }: Distribution): string {
  return SIZES_LISTED.filter((size) => totals.bySize[size].count > 0)
    .map((size) => {
      const sized = `${ASSESSMENT_SIZE_NAMES[size]} ${formatCount(totals.bySize[size].count)}`;
      return size === 'decline'
        ? sized
        : `${sized} × ${formatXrp(amountOf(size, cohort.grantAmounts))}`;
    })
    .join(' · ');
}

/**
 * The distribution's state: approvals, final sizes so far, the total, what blocks approving; once
 * approved, the way to its grants' payments.
 */
function DistributionFacts({
  cohort,
  distribution,
}: {
  cohort: CohortDetail;
  distribution: Distribution;
}) {
  const { totals } = distribution;
  const sized = totals.nominations - totals.incomplete;
  return (
    <Stack $gap="0.75rem">
      <Facts>
        <dt>Approvals</dt>
        <dd>
          {formatCount(distribution.approvals)} of {formatCount(distribution.required)}
          {distribution.approved && <Badge $tone="success">Approved</Badge>}
        </dd>
        <dt>Final sizes</dt>
        <dd>
          {formatCount(sized)} of {counted(totals.nominations, ['nomination', 'nominations'])}
        </dd>
        <dt>Total</dt>
        <dd>{formatXrp(totals.total)}</dd>
        {sized > 0 && (
          <>
            <dt>By size</dt>
            <dd>{sizesLine(distribution)}</dd>
          </>
        )}
      </Facts>
      {!distribution.approved && distribution.blockers.length > 0 && (
        <Muted>Not ready for approval: {distribution.blockers.join('; ')}.</Muted>
      )}
      {distribution.approved && (
        <div>
          <ButtonLink to={paymentsPath(cohort.id)} $variant="secondary">
            Payments of {cohort.name}
          </ButtonLink>
        </div>
      )}
    </Stack>
  );
}

function PanelRow({
  judge,
  changeable,
  onExcuse,
  onUnexcuse,
}: {
  judge: PanelJudge;
  changeable: boolean;
  onExcuse: () => void;
  onUnexcuse: () => void;
}) {
  const nameId = useId();
  const { progress } = judge;
  return (
    <tr>
      <td data-label="Judge" id={nameId}>
        {judge.name}
      </td>
      <td data-label="Assessed">{formatCount(progress.assessed)}</td>
      <td data-label="Recused">{formatCount(progress.recused)}</td>
      <td data-label="Left">{formatCount(progress.left)}</td>
      <td data-label="Approval">
        <JudgeApproval judge={judge} />
      </td>
      {changeable && (
        <td data-label="Actions">
          {judge.excused ? (
            <Button $variant="ghost" onClick={onUnexcuse} aria-describedby={nameId}>
              Un-excuse
            </Button>
          ) : (
            !judge.approvedAt && (
              <Button $variant="secondary" onClick={onExcuse} aria-describedby={nameId}>
                Excuse
              </Button>
            )
          )}
        </td>
      )}
    </tr>
  );
}

function PanelTable({
  cohort,
  distribution,
}: {
  cohort: CohortDetail;
  distribution: Distribution;
}) {
  const [excusing, setExcusing] = useState<PanelJudge | null>(null);
  const [unexcuseJudge] = useUnexcuseJudgeMutation();
  // Excusals change who is waited for: only while the judges can still approve.
  const changeable = cohort.period === 'assessment' && !distribution.approved;

  async function unexcuse(judge: PanelJudge) {
    try {
      await unexcuseJudge({ id: cohort.id, judgeId: judge.judgeId }).unwrap();
      showToast({
        title: `${judge.name} is no longer excused`,
        message: cohort.name,
        tone: 'success',
      });
    } catch (failure) {
      showToast({
        title: `${judge.name} is still excused`,
        message: errorMessageOf(failure),
        tone: 'error',
      });
    }
  }

  return (
    <>
      <TableScroll>
        <CardTable aria-label="Panel">
          <thead>
            <tr>
              <th>Judge</th>
              <th>Assessed</th>
              <th>Recused</th>
              <th title="Nominations with no final size they neither assessed nor recused">Left</th>
              <th>Approval</th>
              {changeable && <th>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {distribution.panel.map((judge) => (
              <PanelRow
                key={judge.judgeId}
                judge={judge}
                changeable={changeable}
                onExcuse={() => setExcusing(judge)}
                onUnexcuse={() => unexcuse(judge)}
              />
            ))}
          </tbody>
        </CardTable>
      </TableScroll>
      {excusing && (
        <ExcuseJudgeDialog cohort={cohort} judge={excusing} onClose={() => setExcusing(null)} />
      )}
    </>
  );
}

/**
 * A cohort's judging, from its assessment period on: the distribution's approvals, final sizes
 * and total, and each panel judge's progress and approval; until the distribution is approved, an
 * absent judge can be excused (and the excusal taken back).
 */
export function CohortJudging({ cohort }: { cohort: CohortDetail }) {
  const { data, error, isLoading, isFetching, refetch } = useGetDistributionQuery(cohort.id);

  if (isLoading) return <Muted aria-busy="true">Loading the judging…</Muted>;
  if (!data || (error && !isFetching)) return <LoadFailure error={error} onRetry={refetch} />;
  if (data.panel.length === 0)
    return (
      <Muted>
        {cohort.name} has no panel: it passed its assessment before judges approved distributions.
      </Muted>
    );
  return (
    <Stack>
      <DistributionFacts cohort={cohort} distribution={data} />
      <PanelTable cohort={cohort} distribution={data} />
    </Stack>
  );
}
