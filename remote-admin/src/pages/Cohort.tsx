import type { CohortDetail } from '@glow/contract';
import { isEndedPeriod } from '@glow/shared-api';
import { Alert, ButtonLink, Muted, Page, Table, TableScroll, useParams } from '@glow/shared-ui';
import {
  Columns,
  formatCount,
  formatDate,
  PeriodBadge,
  RecordNotShown,
  Section,
} from '@glow/shared-ui/pages';
import { useGetCohortQuery } from '../api';
import { CancelCohort } from '../components/cohorts/CancelCohort';
import { CohortApplications } from '../components/cohorts/CohortApplications';
import { CohortJudging, isJudged } from '../components/judging/CohortJudging';
import { CohortNominations } from '../components/cohorts/CohortNominations';
import { CohortSettings } from '../components/cohorts/CohortSettings';
import { COHORT_FIGURES } from '../components/FiguresTable';
import { NextMove } from '../components/cohorts/NextMove';
import { PeriodTimeline } from '../components/cohorts/PeriodTimeline';
import { StatTile, StatTiles } from '../components/StatTile';
import { ALL_COHORTS, integrityPath } from '../paths';

function PeopleTable({
  label,
  people,
  empty,
}: {
  label: string;
  people: { id: number; email: string; name: string | null; nominations?: number }[];
  empty: string;
}) {
  if (people.length === 0) return <Muted>{empty}</Muted>;
  const counted = people.some((person) => person.nominations !== undefined);
  return (
    <TableScroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            <th>Email</th>
            <th>Name</th>
            {counted && <th>Nominations</th>}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <td>{person.email}</td>
              <td>{person.name ?? <Muted as="span">—</Muted>}</td>
              {counted && <td>{formatCount(person.nominations ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** A cancelled cohort: when, and the admin's reason. */
function CancelledAlert({ cohort }: { cohort: CohortDetail }) {
  return (
    <Alert tone="warning">
      <p>
        <strong>
          {cohort.name} was cancelled
          {cohort.endsAt && (
            <>
              {' '}
              on <time dateTime={cohort.endsAt}>{formatDate(cohort.endsAt)}</time>
            </>
          )}
          .
        </strong>{' '}
        Nothing of it was judged or paid, and its applications ended. The reason given:
      </p>
      <p>«{cohort.cancelReason}»</p>
    </Alert>
  );
}

function CohortContent({ cohort }: { cohort: CohortDetail }) {
  const ended = isEndedPeriod(cohort.period);
  return (
    <>
      <Muted>
        <PeriodBadge period={cohort.period} /> From{' '}
        <time dateTime={cohort.startsAt}>{formatDate(cohort.startsAt)}</time>
        {cohort.endsAt && (
          <>
            {' '}
            to <time dateTime={cohort.endsAt}>{formatDate(cohort.endsAt)}</time>
          </>
        )}
        .
      </Muted>
      {cohort.period === 'cancelled' && <CancelledAlert cohort={cohort} />}
      <Section id="cohort-periods" title="Periods">
        <PeriodTimeline cohort={cohort} />
        <NextMove cohort={cohort} />
        <CancelCohort cohort={cohort} />
      </Section>
      <Columns>
        <Section id="cohort-settings" title="Settings">
          <CohortSettings cohort={cohort} />
        </Section>
        <Section id="cohort-figures" title="Figures">
          <StatTiles>
            {COHORT_FIGURES.map(({ key, label, title }) => (
              <StatTile key={key} label={title ?? label} value={cohort.figures[key]} />
            ))}
          </StatTiles>
        </Section>
      </Columns>
      <Section id="cohort-nominations" title="Nominations">
        <CohortNominations cohortId={cohort.id} ended={ended} />
      </Section>
      <Section id="cohort-integrity" title="Vote integrity">
        <Muted>
          What the XRP Ledger says of the voters&apos; accounts: funding clusters, young accounts,
          bursts of registrations, and the tally without them.
        </Muted>
        <div>
          <ButtonLink to={integrityPath(cohort.id)} $variant="secondary">
            Vote integrity
          </ButtonLink>
        </div>
      </Section>
      <Section id="cohort-applications" title="Applications">
        <CohortApplications cohort={cohort} />
      </Section>
      {isJudged(cohort) && (
        <Section id="cohort-judging" title="Judging">
          <CohortJudging cohort={cohort} />
        </Section>
      )}
      <Columns>
        <Section id="cohort-scouts" title="Scouts">
          <PeopleTable
            label="Scouts"
            people={cohort.scouts}
            empty={
              ended
                ? 'No scout nominated anyone in this cohort.'
                : 'No scout has nominated anyone in this cohort yet.'
            }
          />
        </Section>
        <Section id="cohort-judges" title="Judges">
          <PeopleTable
            label="Judges"
            people={cohort.judges}
            empty={ended ? 'It had no judges.' : 'There are no judges yet.'}
          />
        </Section>
      </Columns>
    </>
  );
}

/**
 * One cohort: its periods and the move to the next, settings, figures, nominations, the way to
 * its vote integrity, the contributors' applications, judging (from its assessment period on) and
 * people.
 */
export default function Cohort() {
  const id = Number(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useGetCohortQuery(id);

  if (data) {
    return (
      <Page label={`Cohort ${data.name}`}>
        <CohortContent cohort={data} />
      </Page>
    );
  }
  return (
    <RecordNotShown
      back={ALL_COHORTS}
      record={`cohort ${id}`}
      loading={isLoading || (isFetching && !error)}
      loadingText="Loading the cohort…"
      error={error}
      onRetry={refetch}
    />
  );
}
