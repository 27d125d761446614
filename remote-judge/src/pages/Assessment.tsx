import type { Evaluation } from '@glow/contract';
import { Alert, Button, ButtonLink, Muted, Page, Row, Stack, useParams } from '@glow/shared-ui';
import { Columns, RecordNotShown, Section } from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useGetEvaluationQuery, useJudgeSummaryQuery } from '../api';
import { AssessmentForm } from '../components/AssessmentForm';
import { CohortBanner } from '../components/CohortBanner';
import { NominationDossier } from '../components/NominationDossier';
import { criteriaSummary, OthersAssessments } from '../components/OthersAssessments';
import { RecuseDialog } from '../components/RecuseDialog';
import { sizeName } from '../components/names';
import { ALL_NOMINATIONS, assessmentPath, paths } from '../paths';

/** The judge's saved assessment, read-only. */
function SavedAssessment({ evaluation }: { evaluation: Evaluation }) {
  const { mine } = evaluation;
  if (!mine) return <Muted>You did not assess this nomination.</Muted>;
  return (
    <Stack $gap="0.25rem">
      <p>
        Your size: <strong>{sizeName(mine.size)}</strong>
      </p>
      <Muted>{criteriaSummary(mine.criteria)}</Muted>
      {mine.rejectionReason && <p>Rejection reason: {mine.rejectionReason}</p>}
      {mine.comment && <p>Comment: {mine.comment}</p>}
    </Stack>
  );
}

/**
 * The judge's part: the form (new or revising), or why there is none — recused, locked, or a
 * conflict of interest — and Recuse while it is possible.
 */
function YourPart({ evaluation }: { evaluation: Evaluation }) {
  const [recusing, setRecusing] = useState(false);
  const { mine, conflict, canChange, lockedBecause } = evaluation;
  let content;
  if (mine?.status === 'recused')
    content = <p>You recused yourself from this nomination: {mine.recusalReason}</p>;
  else if (!canChange)
    content = (
      <>
        <Alert tone="warning">
          <p>{lockedBecause ?? 'This nomination can no longer be assessed.'}</p>
        </Alert>
        <SavedAssessment evaluation={evaluation} />
      </>
    );
  else if (conflict)
    content = (
      <Alert tone="warning">
        <p>You cannot assess this nomination: {conflict}.</p>
        <p>Recuse yourself from it so that the other judges do not wait for you.</p>
      </Alert>
    );
  else content = <AssessmentForm evaluation={evaluation} />;

  const canRecuse = canChange && mine?.status !== 'recused';
  return (
    <Section id="your-assessment" title="Your assessment">
      {content}
      {canRecuse && (
        <Row>
          <Button $variant={conflict ? 'primary' : 'secondary'} onClick={() => setRecusing(true)}>
            Recuse
          </Button>
        </Row>
      )}
      {recusing && <RecuseDialog evaluation={evaluation} onClose={() => setRecusing(false)} />}
    </Section>
  );
}

/** Back to the list, and on to the next nomination left to do. */
function Onward({ nominationId }: { nominationId: number }) {
  const next = useJudgeSummaryQuery().data?.continueAt;
  return (
    <nav aria-label="Nominations">
      <Row>
        <ButtonLink to={paths.evaluations} $variant="secondary">
          All nominations
        </ButtonLink>
        {next && next !== nominationId && (
          <ButtonLink to={assessmentPath(next)} $variant="secondary">
            Next to do
          </ButtonLink>
        )}
      </Row>
    </nav>
  );
}

/**
 * One nomination as a judge weighs it — the dossier — with the judge's assessment (or recusal)
 * and, once they have saved theirs, the other judges'.
 */
export default function Assessment() {
  const id = Number(useParams().id);
  // `currentData`, not `data`: after "Next to do" the previous nomination must not stay on screen
  // (answers given to its form would be lost when the new one arrives).
  const { currentData: data, error, isLoading, isFetching, refetch } = useGetEvaluationQuery(id);

  if (data)
    return (
      <Page
        label={`Assessment of ${data.contributor.name}`}
        trail={[{ label: 'Evaluations', path: paths.evaluations }, { label: data.cohort.name }]}
      >
        <CohortBanner cohort={data.cohort} />
        <Columns>
          <NominationDossier evaluation={data} />
          <Stack>
            <YourPart key={`${data.nomination.id}-${data.mine?.id}`} evaluation={data} />
            <OthersAssessments evaluation={data} />
          </Stack>
        </Columns>
        <Onward nominationId={data.nomination.id} />
      </Page>
    );

  return (
    <RecordNotShown
      record={`nomination ${id} to assess`}
      back={ALL_NOMINATIONS}
      loading={isLoading || (isFetching && !error)}
      loadingText="Loading the nomination…"
      error={error}
      onRetry={refetch}
    />
  );
}
