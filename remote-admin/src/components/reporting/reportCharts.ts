// The reporting page's six charts, each built from the API's report as a ChartSpec
// and a one-sentence summary a screen reader announces for the chart itself.
import type { CohortReport, ProgrammeReport } from '@glow/contract';
import { xrpOf } from '@glow/shared-api';
import { counted, formatCount, formatDay, formatXrp } from '@glow/shared-ui/pages';
import type { ChartSpec } from './chartSpec';

export interface ReportChart {
  spec: ChartSpec;
  /** "Votes per day in Wave 1: 14 days, 12,340 votes, most on 20 Oct (1,204)". */
  summary: string;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The index of the largest value (the first of equals). */
function largestAt(values: number[]): number {
  return values.reduce((best, value, index) => (value > values[best]! ? index : best), 0);
}

export function votesPerDayChart(report: CohortReport): ReportChart {
  const days = report.votesPerDay;
  const totals = days.map((day) => day.up + day.down);
  const busiest = largestAt(totals);
  return {
    spec: {
      kind: 'bar',
      stacked: true,
      xTitle: 'Day',
      labels: days.map((day) => formatDay(day.day)),
      yTitle: 'Votes',
      series: [
        { label: 'Upvotes', values: days.map((day) => day.up), tone: 'primary' },
        { label: 'Downvotes', values: days.map((day) => day.down), tone: 'danger' },
      ],
      format: formatCount,
    },
    summary:
      days.length === 0
        ? `Votes per day in ${report.cohort.name}: no votes`
        : `Votes per day in ${report.cohort.name}: ${counted(days.length, ['day', 'days'])}, ` +
          `${counted(sum(totals), ['vote', 'votes'])}, most on ${formatDay(days[busiest]!.day)} ` +
          `(${formatCount(totals[busiest]!)})`,
  };
}

export function votersOverTimeChart(report: CohortReport): ReportChart {
  const days = report.votersOverTime;
  const last = days.at(-1);
  return {
    spec: {
      kind: 'line',
      xTitle: 'Day',
      labels: days.map((day) => formatDay(day.day)),
      yTitle: 'Voters',
      series: [
        { label: 'Registered voters', values: days.map((day) => day.registered), tone: 'primary' },
        {
          label: `Voted in ${report.cohort.name}`,
          values: days.map((day) => day.tookPart),
          tone: 'success',
        },
      ],
      format: formatCount,
    },
    summary: last
      ? `Registered voters over ${counted(days.length, ['day', 'days'])} of ${report.cohort.name}: ` +
        `${formatCount(last.registered)} registered by ${formatDay(last.day)}, ` +
        `${formatCount(last.tookPart)} of them voted in it`
      : `Registered voters in ${report.cohort.name}: the cohort has not started`,
  };
}

export function scoreDistributionChart(report: CohortReport): ReportChart {
  const buckets = report.scoreBuckets;
  const bucketLabel = ({ from, to }: { from: number; to: number }) =>
    from === to ? String(from) : `${from} to ${to}`;
  const fullest = largestAt(buckets.map((bucket) => bucket.nominations));
  return {
    spec: {
      kind: 'bar',
      xTitle: 'Score',
      labels: buckets.map(bucketLabel),
      yTitle: 'Nominations',
      series: [
        {
          label: 'Nominations',
          values: buckets.map((bucket) => bucket.nominations),
          tone: 'primary',
        },
      ],
      format: formatCount,
    },
    summary:
      buckets.length === 0
        ? `Scores in ${report.cohort.name}: no nominations`
        : `Scores of ${counted(sum(buckets.map((bucket) => bucket.nominations)), ['nomination', 'nominations'])} ` +
          `in ${report.cohort.name}, from ${buckets[0]!.from} to ${buckets.at(-1)!.to}; most score ` +
          `${bucketLabel(buckets[fullest]!)}`,
  };
}

const SIZE_LABELS = [
  ['small', 'Small'],
  ['medium', 'Medium'],
  ['large', 'Large'],
  ['decline', 'Decline'],
  ['notSized', 'Not sized yet'],
] as const;

export function finalSizesChart(report: CohortReport): ReportChart {
  const values = SIZE_LABELS.map(([key]) => report.finalSizes[key]);
  return {
    spec: {
      kind: 'bar',
      xTitle: 'Final size',
      labels: SIZE_LABELS.map(([, label]) => label),
      yTitle: 'Nominations',
      series: [{ label: 'Nominations', values, tone: 'primary' }],
      format: formatCount,
    },
    summary:
      `Final sizes in ${report.cohort.name}: ` +
      SIZE_LABELS.map(([, label], index) => `${label} ${formatCount(values[index]!)}`).join(', '),
  };
}

export function amountsPerCohortChart(report: ProgrammeReport): ReportChart {
  const cohorts = report.cohorts;
  const xrp = (pick: (cohort: ProgrammeReport['cohorts'][number]) => string) =>
    cohorts.map((cohort) => xrpOf(pick(cohort)));
  const approved = xrp((cohort) => cohort.approvedDrops);
  const paid = xrp((cohort) => cohort.paidDrops);
  return {
    spec: {
      kind: 'bar',
      xTitle: 'Cohort',
      labels: cohorts.map((cohort) => cohort.name),
      yTitle: 'XRP',
      series: [
        { label: 'Approved', values: approved, tone: 'primary' },
        { label: 'Paid', values: paid, tone: 'success' },
        { label: 'In flight', values: xrp((cohort) => cohort.inFlightDrops), tone: 'secondary' },
        {
          label: 'Returned to the pool',
          values: xrp((cohort) => cohort.returnedDrops),
          tone: 'muted',
        },
      ],
      format: formatXrp,
    },
    summary:
      `Grant amounts of ${counted(cohorts.length, ['cohort', 'cohorts'])}: ` +
      `${formatXrp(sum(approved))} approved, ${formatXrp(sum(paid))} paid`,
  };
}

export function timeToPaymentChart(report: CohortReport): ReportChart {
  const { weeks, medianDays } = report.timeToPayment;
  return {
    spec: {
      kind: 'bar',
      xTitle: 'Days from nomination to payment',
      labels: weeks.map((week) => `${week.fromDay} to ${week.toDay}`),
      yTitle: 'Paid grants',
      series: [{ label: 'Paid grants', values: weeks.map((week) => week.grants), tone: 'success' }],
      format: formatCount,
    },
    summary:
      medianDays === null
        ? `Time from nomination to payment in ${report.cohort.name}: no grant paid yet`
        : `Time from nomination to payment in ${report.cohort.name}: ` +
          `${counted(sum(weeks.map((week) => week.grants)), ['grant', 'grants'])} paid, ` +
          `median ${counted(medianDays, ['day', 'days'])}`,
  };
}
