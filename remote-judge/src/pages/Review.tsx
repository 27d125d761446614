import type { Review as ReviewPage, ReviewRow } from '@glow/contract';
import { REVIEW_FILTERS, type ReviewFilter } from '@glow/shared-api';
import {
  ButtonLink,
  Card,
  LoadFailure,
  Muted,
  Page,
  Pager,
  Row,
  Stack,
  TableScroll,
  useListParams,
  useParams,
} from '@glow/shared-ui';
import {
  CardTable,
  counted,
  FilterButtons,
  formatCount,
  formatXrp,
  RecordNotShown,
  Section,
} from '@glow/shared-ui/pages';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { REVIEW_PAGE_SIZE, useGetReviewQuery } from '../api';
import { CohortBanner } from '../components/CohortBanner';
import { FINAL_SIZE_RULE } from '../components/finalSizeRule';
import { ReviewLine } from '../components/ReviewLine';
import { SizeTotals } from '../components/SizeTotals';
import { tiedSizes } from '../components/SizeCounts';
import { DASHBOARD, distributionPath } from '../paths';

// The consensus dialog's form (react-hook-form, zod and the contract's schemas) loads when it
// opens, so the review alone stays light.
const ConsensusDialog = lazy(async () => ({
  default: (await import('../components/ConsensusDialog')).ConsensusDialog,
}));

const FILTERS = [
  { value: '', label: 'All' },
  { value: 'ties', label: 'Splits' },
  { value: 'short', label: 'Fewer than 3 assessments' },
  { value: 'todo', label: 'Mine to do' },
] as const;

/** "Mine to do" only while the cohort's nominations can be assessed. */
const filtersOf = (period: ReviewPage['cohort']['period']) =>
  period === 'assessment' ? FILTERS : FILTERS.filter((option) => option.value !== 'todo');

const EMPTY: Record<ReviewFilter | '', string> = {
  '': 'The cohort has no nominations.',
  ties: 'No nomination is split.',
  short: 'Every nomination has at least three assessments.',
  todo: 'Nothing to do: you have assessed or recused every nomination.',
};

const Rule = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  p {
    margin: 0.5rem 0 0;
    max-width: 48rem;
  }
`;

function filterOf(value: string | null): ReviewFilter | '' {
  return REVIEW_FILTERS.find((filter) => filter === value) ?? '';
}

/** The whole cohort at a glance: how far the review is, and what the distribution comes to. */
function Summary({ review }: { review: ReviewPage }) {
  const { totals, cohort } = review;
  const shown = totals.notShown > 0 ? 'for the nominations shown to you' : 'in all';
  return (
    <Section
      id="review-totals"
      title={cohort.period === 'assessment' ? 'The distribution so far' : 'The distribution'}
    >
      <p>
        {totals.complete
          ? `Every nomination has its final size: ${formatXrp(totals.total)} ${shown}.`
          : `${formatCount(totals.nominations - totals.incomplete)} of ${counted(totals.nominations, ['nomination has', 'nominations have'])} a final size; ${formatCount(totals.short)} short of 3 assessments, ${counted(totals.splits, ['split', 'splits'])}. ${formatXrp(totals.total)} so far${totals.notShown > 0 ? ` ${shown}` : ''}.`}
      </p>
      <SizeTotals totals={totals} cohort={cohort} />
      <Row>
        <ButtonLink
          to={distributionPath(cohort.id)}
          $variant={totals.complete ? 'primary' : 'secondary'}
        >
          Distribution of {cohort.name}
        </ButtonLink>
      </Row>
    </Section>
  );
}

/**
 * The compiled assessments of a cohort for the judges' consensus review: per nomination the sizes
 * given, the final size, its amount, flags and what is missing; the whole cohort's totals; and
 * how the final size is decided.
 */
export default function Review() {
  const cohortId = Number(useParams().cohortId);
  const { page, searchParams, update } = useListParams();
  const filter = filterOf(searchParams.get('filter'));
  const { data, error, isLoading, isFetching, refetch } = useGetReviewQuery({
    cohortId,
    page,
    limit: REVIEW_PAGE_SIZE,
    ...(filter && { filter }),
  });
  const [consensusOf, setConsensusOf] = useState<ReviewRow | null>(null);

  if (!data)
    return (
      <RecordNotShown
        record={`cohort ${cohortId}`}
        back={DASHBOARD}
        loading={isLoading || (isFetching && !error)}
        loadingText="Loading the review…"
        error={error}
        onRetry={refetch}
      />
    );

  let list;
  if (error && !isFetching) list = <LoadFailure error={error} onRetry={refetch} />;
  else if (data.total === 0) list = <Muted>{EMPTY[filter]}</Muted>;
  else
    list = (
      <Stack>
        <TableScroll>
          <CardTable aria-label={`Review of ${data.cohort.name}`} aria-busy={isFetching}>
            <thead>
              <tr>
                <th>Nomination</th>
                <th>Score</th>
                <th>Without flagged voters</th>
                <th>Assessments</th>
                <th>Sizes</th>
                <th>Final size</th>
                <th>Amount</th>
                <th>Flags</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <ReviewLine
                  key={row.nominationId}
                  row={row}
                  onConsensus={() => setConsensusOf(row)}
                />
              ))}
            </tbody>
          </CardTable>
        </TableScroll>
        <Pager
          page={page}
          limit={REVIEW_PAGE_SIZE}
          total={data.total}
          noun={['nomination', 'nominations']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <Page label={`Review of ${data.cohort.name}`}>
      <CohortBanner cohort={data.cohort} />
      <Summary review={data} />
      <FilterButtons
        label="Show"
        options={filtersOf(data.cohort.period)}
        value={filter}
        onChange={(next) => update({ filter: next, page: undefined })}
      />
      <Card aria-label="Nominations">{list}</Card>
      <Card>
        <Rule>
          <summary>How the final size is decided</summary>
          {FINAL_SIZE_RULE.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </Rule>
      </Card>
      {consensusOf?.counts && (
        <Suspense fallback={null}>
          <ConsensusDialog
            row={consensusOf}
            tied={tiedSizes(consensusOf.counts)}
            onClose={() => setConsensusOf(null)}
          />
        </Suspense>
      )}
    </Page>
  );
}
