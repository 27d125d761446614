import type { Distribution as DistributionPage } from '@glow/contract';
import { errorMessageOf, selectUser, useAppSelector } from '@glow/shared-api';
import { useGetDistributionQuery } from '@glow/shared-api/sharedEndpoints';
import {
  Alert,
  Button,
  ButtonLink,
  ConfirmDialog,
  Muted,
  Page,
  Row,
  showToast,
  TableScroll,
  useParams,
} from '@glow/shared-ui';
import {
  asSentence,
  CardTable,
  counted,
  formatCount,
  formatDateTime,
  formatXrp,
  projectNames,
  RecordNotShown,
  Section,
} from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useApproveDistributionMutation } from '../api';
import { ApprovalsList } from '../components/ApprovalsList';
import { CohortBanner } from '../components/CohortBanner';
import { sizeName } from '../components/names';
import { SizeTotals } from '../components/SizeTotals';
import { notShownNote, SIZES_HIDDEN_WORDS } from '../components/sizesHidden';
import { DASHBOARD, reviewPath } from '../paths';

/** The API's refusal while earlier steps are not done, said before the judge tries. */
const PREVIOUS_STEPS = 'Previous steps must be completed first';

/** The grants among the final sizes the judge is shown (every size but Decline). */
const grantsShown = ({ bySize }: DistributionPage['totals']) =>
  bySize.small.count + bySize.medium.count + bySize.large.count;

/** Where the approved distribution stands, in the words of the cohort's period. */
function approvedState({ name, period }: DistributionPage['cohort']): string {
  if (period === 'assessment')
    return `Approved by every judge: an admin can now move ${name} to its distribution period.`;
  if (period === 'distribution')
    return `Approved by every judge; ${name} is in its distribution period.`;
  return `Approved by every judge; ${name} is closed.`;
}

/** What the judge approves, as far as they are shown its sizes. */
function approvalSummary({ cohort, totals }: DistributionPage): string {
  const grants = counted(grantsShown(totals), ['grant', 'grants']);
  if (totals.notShown === 0)
    return `You approve ${grants} totalling ${formatXrp(totals.total)} for ${cohort.name}. Each judge approves once.`;
  return `You approve the distribution of ${cohort.name}. The nominations shown to you hold ${grants} totalling ${formatXrp(totals.total)}. ${notShownNote(totals.notShown)} Each judge approves once.`;
}

/**
 * Where the judge's approval stands: the approved distribution, one a closed cohort never got,
 * theirs (when), their excusal, or what stops approving and the button.
 */
function ApprovalState({
  distribution,
  onApprove,
}: {
  distribution: DistributionPage;
  onApprove: () => void;
}) {
  const user = useAppSelector(selectUser);
  const { cohort } = distribution;
  const me = distribution.panel.find((judge) => judge.judgeId === user?.id);
  const mine = distribution.approvedByMe && (
    <p>
      You approved this distribution
      {me?.approvedAt && (
        <>
          {' '}
          on <time dateTime={me.approvedAt}>{formatDateTime(me.approvedAt)}</time>
        </>
      )}
      .
    </p>
  );
  if (distribution.approved)
    return (
      <>
        <Alert tone="success">
          <p>{approvedState(cohort)}</p>
        </Alert>
        {mine}
      </>
    );
  if (cohort.period !== 'assessment')
    return <p>{cohort.name} was not approved by its judges; nothing more can be approved.</p>;
  if (mine) return mine;
  if (me?.excused)
    return (
      <p>
        You were excused from this distribution ({me.excused.reason}): your approval is not needed.
      </p>
    );
  return (
    <>
      {distribution.blockers.length > 0 && (
        <Alert tone="warning">
          <p>
            {PREVIOUS_STEPS}: {distribution.blockers.join('; ')}.
          </p>
        </Alert>
      )}
      <Row>
        <Button disabled={!distribution.approvable} onClick={onApprove}>
          Approve distribution
        </Button>
        <ButtonLink to={reviewPath(cohort.id)} $variant="secondary">
          Review of {cohort.name}
        </ButtonLink>
      </Row>
    </>
  );
}

/** The judge's approval, its confirmation, and what came of it in a toast. */
function Approval({ distribution }: { distribution: DistributionPage }) {
  const [approveDistribution, { isLoading }] = useApproveDistributionMutation();
  const [confirming, setConfirming] = useState(false);
  const { cohort } = distribution;

  async function approve() {
    try {
      const after = await approveDistribution(cohort.id).unwrap();
      showToast(
        after.approved
          ? {
              title: 'Distribution approved',
              message: `Every judge has approved ${cohort.name}'s distribution.`,
              tone: 'success',
            }
          : {
              title: `Your approval is recorded: ${after.approvals} of ${after.required}`,
              message: `${cohort.name}'s distribution is approved once every judge has approved it.`,
              tone: 'success',
            },
      );
    } catch (failure) {
      showToast({ title: asSentence(errorMessageOf(failure)), tone: 'error' });
    }
    setConfirming(false);
  }

  return (
    <Section id="distribution-approval" title="Your approval">
      <ApprovalState distribution={distribution} onApprove={() => setConfirming(true)} />
      <Muted>
        {distribution.approvals} of {counted(distribution.required, ['approval', 'approvals'])}{' '}
        needed. Each judge approves once.
      </Muted>
      {confirming && (
        <ConfirmDialog
          title={`Approve the distribution of ${cohort.name}?`}
          confirmLabel="Approve distribution"
          busyLabel="Approving…"
          busy={isLoading}
          onConfirm={approve}
          onCancel={() => setConfirming(false)}
        >
          <p>{approvalSummary(distribution)}</p>
        </ConfirmDialog>
      )}
    </Section>
  );
}

/** The final list: the total, each nomination with its final size and amount, the sizes' totals. */
function FinalList({ distribution }: { distribution: DistributionPage }) {
  const { items, totals, cohort } = distribution;
  const shown = totals.nominations - totals.notShown;
  return (
    <Section id="distribution-list" title="Final list">
      <p>
        <strong>Total: {formatXrp(totals.total)}</strong>{' '}
        {totals.notShown === 0
          ? `for ${counted(totals.nominations, ['nomination', 'nominations'])}.`
          : `for the ${formatCount(shown)} of ${counted(totals.nominations, ['nomination', 'nominations'])} whose sizes are shown to you.`}
      </p>
      <TableScroll>
        <CardTable aria-label={`Final list of ${cohort.name}`}>
          <thead>
            <tr>
              <th>Contributor</th>
              <th>Projects</th>
              <th>Final size</th>
              <th>Amount</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.nominationId}>
                <td data-label="Contributor">{item.contributor.name}</td>
                <td data-label="Projects">{projectNames(item.projects)}</td>
                <td data-label="Final size">
                  {item.sizesHidden ? (
                    <Muted as="span">{SIZES_HIDDEN_WORDS[item.sizesHidden]}</Muted>
                  ) : item.finalSize ? (
                    sizeName(item.finalSize)
                  ) : (
                    'Not decided yet'
                  )}
                </td>
                <td data-label="Amount">
                  {item.sizesHidden ? (
                    <Muted as="span">Not shown</Muted>
                  ) : item.amount === null ? (
                    '—'
                  ) : (
                    formatXrp(item.amount)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      </TableScroll>
      <SizeTotals totals={totals} cohort={cohort} />
    </Section>
  );
}

/**
 * A cohort's final list and total, and its approval by the judges: "Approve distribution" once
 * every nomination has a final size, and who has approved.
 */
export default function Distribution() {
  const cohortId = Number(useParams().cohortId);
  const { data, error, isLoading, isFetching, refetch } = useGetDistributionQuery(cohortId);

  if (data)
    return (
      <Page label={`Distribution of ${data.cohort.name}`}>
        <CohortBanner cohort={data.cohort} />
        {data.resetNote && (
          <Alert tone="warning">
            <p>{data.resetNote}</p>
          </Alert>
        )}
        <Approval distribution={data} />
        <FinalList distribution={data} />
        <Section id="distribution-judges" title="Judges">
          <ApprovalsList distribution={data} />
        </Section>
      </Page>
    );

  return (
    <RecordNotShown
      record={`cohort ${cohortId}`}
      back={DASHBOARD}
      loading={isLoading || (isFetching && !error)}
      loadingText="Loading the distribution…"
      error={error}
      onRetry={refetch}
    />
  );
}
