import type { Distribution as DistributionPage } from '@glow/contract';
import { errorMessageOf, selectUser, useAppSelector } from '@glow/shared-api';
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
  formatDateTime,
  formatXrp,
  projectNames,
  RecordNotShown,
} from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useApproveDistributionMutation, useGetDistributionQuery } from '../api';
import { ApprovalsList } from '../components/ApprovalsList';
import { CohortBanner } from '../components/CohortBanner';
import { sizeName } from '../components/names';
import { Section } from '../components/Section';
import { SizeTotals } from '../components/SizeTotals';
import { DASHBOARD, reviewPath } from '../paths';

/** SPEC's words for a refusal because earlier steps are not done. */
const PREVIOUS_STEPS = 'Previous steps must be completed first';

/** The judge's approval: done (when), possible, or what stops it. */
function Approval({ distribution }: { distribution: DistributionPage }) {
  const user = useAppSelector(selectUser);
  const [approveDistribution, { isLoading }] = useApproveDistributionMutation();
  const [confirming, setConfirming] = useState(false);
  const { cohort, totals } = distribution;
  const myApproval = distribution.panel.find((judge) => judge.judgeId === user?.id)?.approvedAt;

  async function approve() {
    try {
      await approveDistribution(cohort.id).unwrap();
      showToast({ title: 'Distribution approved', message: cohort.name, tone: 'success' });
    } catch (failure) {
      showToast({ title: asSentence(errorMessageOf(failure)), tone: 'error' });
    }
    setConfirming(false);
  }

  return (
    <Section id="distribution-approval" title="Your approval">
      {distribution.approved && (
        <Alert tone="success">
          <p>
            Approved by every judge: an admin can move {cohort.name} to its distribution period.
          </p>
        </Alert>
      )}
      {distribution.approvedByMe ? (
        <p>
          You approved this distribution
          {myApproval && (
            <>
              {' '}
              on <time dateTime={myApproval}>{formatDateTime(myApproval)}</time>
            </>
          )}
          .
        </p>
      ) : (
        <>
          {distribution.blockers.length > 0 && (
            <Alert tone="warning">
              <p>
                {PREVIOUS_STEPS}: {distribution.blockers.join('; ')}.
              </p>
            </Alert>
          )}
          <Row>
            <Button disabled={!distribution.approvable} onClick={() => setConfirming(true)}>
              Approve distribution
            </Button>
            <ButtonLink to={reviewPath(cohort.id)} $variant="secondary">
              Review of {cohort.name}
            </ButtonLink>
          </Row>
        </>
      )}
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
          <p>
            You approve{' '}
            {counted(totals.nominations - totals.bySize.decline.count, ['grant', 'grants'])}{' '}
            totalling {formatXrp(totals.total)} for {cohort.name}. Each judge approves once.
          </p>
        </ConfirmDialog>
      )}
    </Section>
  );
}

/** The final list: the total, each nomination with its final size and amount, the sizes' totals. */
function FinalList({ distribution }: { distribution: DistributionPage }) {
  const { items, totals, cohort } = distribution;
  return (
    <Section id="distribution-list" title="Final list">
      <p>
        <strong>Total: {formatXrp(totals.total)}</strong> for{' '}
        {counted(totals.nominations, ['nomination', 'nominations'])}.
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
                  {item.finalSize ? sizeName(item.finalSize) : 'Not decided yet'}
                </td>
                <td data-label="Amount">{item.amount === null ? '—' : formatXrp(item.amount)}</td>
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
