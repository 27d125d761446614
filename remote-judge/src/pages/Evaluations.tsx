import type { EvaluationList, EvaluationRow } from '@glow/contract';
import { EVALUATION_FILTERS, type EvaluationFilter } from '@glow/shared-api';
import {
  ButtonLink,
  Card,
  LoadFailure,
  Muted,
  Page,
  Pager,
  Stack,
  TableScroll,
  useListParams,
  VisuallyHidden,
} from '@glow/shared-ui';
import {
  CardTable,
  ClampedText,
  FilterButtons,
  PHONE_WIDTH,
  projectNames,
} from '@glow/shared-ui/pages';
import { useId } from 'react';
import styled from 'styled-components';
import { EVALUATIONS_PAGE_SIZE, useJudgeSummaryQuery, useListEvaluationsQuery } from '../api';
import { CohortBanner } from '../components/CohortBanner';
import { MyStatusBadge } from '../components/MyStatusBadge';
import { assessmentPath } from '../paths';

/** The list, with room for the description on a wide screen. */
const EvaluationTable = styled(CardTable)`
  td[data-label='Description'] {
    min-width: 9rem;
  }
  @media (max-width: ${PHONE_WIDTH}) {
    td[data-label='Description'] {
      min-width: 0;
    }
  }
`;

const FILTERS = [
  { value: '', label: 'All' },
  { value: 'todo', label: 'To do' },
  { value: 'short', label: 'Fewer than 3 assessments' },
] as const;

const EMPTY: Record<EvaluationFilter | '', string> = {
  '': 'The cohort has no nominations.',
  todo: 'Nothing to do: you have assessed or recused every nomination.',
  short: 'Every nomination has at least three assessments.',
};

/**
 * What the judge can do with a nomination: assess it, change their assessment, recuse (a
 * conflict of interest leaves only that), or look (`open`: the judge may still change the
 * cohort's assessments, neither locked nor excused).
 */
function actionOf(row: EvaluationRow, open: boolean): string {
  if (!open || row.mine.status === 'recused') return 'View';
  if (row.mine.status === 'assessed') return 'Revise';
  return row.conflict ? 'Recuse' : 'Assess';
}

/** "2 of 3" while a nomination is short of three assessments, then just the number. */
const assessmentsOf = (count: number) => (count < 3 ? `${count} of 3` : String(count));

function EvaluationLine({ row, open }: { row: EvaluationRow; open: boolean }) {
  const nameId = useId();
  const action = actionOf(row, open);
  return (
    <tr>
      <td data-label="Contributor">
        <strong id={nameId}>{row.contributor.name}</strong>
      </td>
      <td data-label="Projects">{projectNames(row.projects)}</td>
      <td data-label="Description">
        <ClampedText text={row.description} describedBy={nameId} />
      </td>
      <td data-label="Score">{row.score}</td>
      <td data-label="Scouts">{row.scouts}</td>
      <td data-label="Assessments">{assessmentsOf(row.assessmentCount)}</td>
      <td data-label="Your status">
        <MyStatusBadge mine={row.mine} />
      </td>
      <td data-label="Actions">
        <ButtonLink
          to={assessmentPath(row.nominationId)}
          $variant={action === 'Assess' ? 'primary' : 'secondary'}
          aria-describedby={nameId}
        >
          {action}
        </ButtonLink>
      </td>
    </tr>
  );
}

/** The filter of the URL's `?filter=`, or '' for the whole list. */
function filterOf(value: string | null): EvaluationFilter | '' {
  return EVALUATION_FILTERS.find((filter) => filter === value) ?? '';
}

/** The cohort's nominations, filtered and paged by the URL. */
function EvaluationList({ cohortId, excused }: { cohortId: number; excused: boolean }) {
  const { page, searchParams, update } = useListParams();
  const filter = filterOf(searchParams.get('filter'));
  const { data, error, isLoading, isFetching, refetch } = useListEvaluationsQuery({
    cohortId,
    page,
    limit: EVALUATIONS_PAGE_SIZE,
    ...(filter && { filter }),
  });

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the nominations…</Muted>;
  else if (!data || (error && !isFetching))
    content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data.total === 0) content = <Muted>{EMPTY[filter]}</Muted>;
  else
    content = (
      <Stack>
        <TableScroll>
          <EvaluationTable aria-label={`Nominations of ${data.cohort.name}`} aria-busy={isFetching}>
            <thead>
              <tr>
                <th>Contributor</th>
                <th>Projects</th>
                <th>Description</th>
                <th>Score</th>
                <th>Scouts</th>
                <th>Assessments</th>
                <th>Your status</th>
                <th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.evaluations.map((row) => (
                <EvaluationLine
                  key={row.nominationId}
                  row={row}
                  open={data.cohort.period === 'assessment' && !excused}
                />
              ))}
            </tbody>
          </EvaluationTable>
        </TableScroll>
        <Pager
          page={page}
          limit={EVALUATIONS_PAGE_SIZE}
          total={data.total}
          noun={['nomination', 'nominations']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <>
      {data && <CohortBanner cohort={data.cohort} />}
      <FilterButtons
        label="Show"
        options={FILTERS}
        value={filter}
        onChange={(next) => update({ filter: next, page: undefined })}
      />
      <Card aria-label="Nominations">{content}</Card>
    </>
  );
}

/**
 * The nominations of the cohort in assessment (the judge's summary names it), highest score first
 * (then most scouts), with the judge's own status.
 */
export default function Evaluations() {
  const { data, error, isLoading, isFetching, refetch } = useJudgeSummaryQuery();
  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the nominations…</Muted>;
  else if (!data || (error && !isFetching))
    content = <LoadFailure error={error} onRetry={refetch} />;
  else if (!data.cohort)
    content = (
      <Card>
        <Muted>
          No cohort is being assessed: the nominations are listed here once an admin moves the
          active cohort to its assessment period.
        </Muted>
      </Card>
    );
  else
    content = (
      <EvaluationList cohortId={data.cohort.id} excused={Boolean(data.distribution?.excused)} />
    );
  return <Page>{content}</Page>;
}
