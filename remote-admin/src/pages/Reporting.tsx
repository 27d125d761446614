import type { CohortReport, ProgrammeReport } from '@glow/contract';
import { LoadFailure, Muted, Page, SelectField, Stack, useListParams } from '@glow/shared-ui';
import { Columns, Section } from '@glow/shared-ui/pages';
import { useMemo } from 'react';
import { ChartFigure } from '../components/reporting/ChartFigure';
import { CsvExports } from '../components/reporting/CsvExports';
import {
  amountsPerCohortChart,
  finalSizesChart,
  scoreDistributionChart,
  timeToPaymentChart,
  votersOverTimeChart,
  votesPerDayChart,
} from '../components/reporting/reportCharts';
import { useReadCohortReportQuery, useReadProgrammeReportQuery } from '../reportingApi';

function CohortCharts({ report }: { report: CohortReport }) {
  const charts = useMemo(
    () => ({
      votes: votesPerDayChart(report),
      voters: votersOverTimeChart(report),
      scores: scoreDistributionChart(report),
      sizes: finalSizesChart(report),
      payment: timeToPaymentChart(report),
    }),
    [report],
  );
  const { medianDays } = report.timeToPayment;
  return (
    <Columns>
      <ChartFigure
        title="Votes per day"
        help="Upvotes and downvotes by the day they were cast or last changed (UTC); a vote taken back is not counted."
        empty="No votes in this cohort."
        {...charts.votes}
      />
      <ChartFigure
        title="Registered voters over time"
        help="Voters registered so far (registration holds for every cohort), and how many of them had voted in this cohort, day by day."
        empty="The cohort has not started."
        {...charts.voters}
      />
      <ChartFigure
        title="Score distribution"
        help="How many nominations reached each score (upvotes minus downvotes)."
        empty="No nominations in this cohort."
        {...charts.scores}
      />
      <ChartFigure
        title="Final sizes"
        help="The size the judges gave each nomination; “Not sized yet” until the distribution is approved."
        {...charts.sizes}
      />
      <ChartFigure
        title="Time from nomination to payment"
        help={
          medianDays === null
            ? 'Paid grants by the weeks between their nomination and their payment.'
            : `Paid grants by the weeks between their nomination and their payment; the median is ${medianDays} days.`
        }
        empty="No grant of this cohort is paid yet."
        {...charts.payment}
      />
    </Columns>
  );
}

function CohortReportView({ cohortId }: { cohortId: number }) {
  const { data, error, isLoading, isFetching, refetch } = useReadCohortReportQuery(cohortId);
  if (isLoading) return <Muted aria-busy="true">Loading the cohort’s figures…</Muted>;
  if (error && !isFetching) return <LoadFailure error={error} onRetry={refetch} />;
  if (!data) return null;
  return (
    <Stack $gap="1.5rem">
      <Section id="cohort-charts" title={`${data.cohort.name} in figures`}>
        <CohortCharts report={data} />
      </Section>
      <Section id="cohort-exports" title="Exports">
        <CsvExports cohort={data.cohort} />
      </Section>
    </Stack>
  );
}

/** The cohort of `?cohort=` when it is one, else the newest. */
function chosenCohort(report: ProgrammeReport, param: string | null) {
  return (
    report.cohorts.find((cohort) => String(cohort.id) === param) ?? report.cohorts.at(-1) ?? null
  );
}

/**
 * The programme's figures as charts, each with its numbers as a table: amounts per cohort for the
 * whole programme, then one cohort's votes, voters, scores, sizes and payments (chosen in the URL),
 * and its CSV exports.
 */
export default function Reporting() {
  const { searchParams, update } = useListParams();
  const programme = useReadProgrammeReportQuery();
  const amounts = useMemo(
    () => (programme.data ? amountsPerCohortChart(programme.data) : null),
    [programme.data],
  );

  if (programme.isLoading)
    return (
      <Page>
        <Muted aria-busy="true">Loading the programme’s figures…</Muted>
      </Page>
    );
  if (programme.error && !programme.isFetching)
    return (
      <Page>
        <LoadFailure error={programme.error} onRetry={programme.refetch} />
      </Page>
    );
  if (!programme.data || !amounts) return <Page />;
  const cohort = chosenCohort(programme.data, searchParams.get('cohort'));
  if (!cohort)
    return (
      <Page>
        <Muted>No cohort has started yet: figures appear here once one has.</Muted>
      </Page>
    );
  return (
    <Page>
      <Section id="programme-amounts" title="Grants of every cohort">
        <ChartFigure
          title="Amounts approved and paid per cohort"
          help="XRP of the grants each cohort approved, paid, still in flight and returned to the pool (a failed KYC, a withdrawn or ineligible application)."
          {...amounts}
        />
      </Section>
      <SelectField
        label="Cohort"
        value={String(cohort.id)}
        onChange={(event) => update({ cohort: event.target.value })}
      >
        {[...programme.data.cohorts].reverse().map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <CohortReportView cohortId={cohort.id} />
    </Page>
  );
}
