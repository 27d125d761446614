import type { CohortDetail } from '@glow/contract';
import { isGlowApiError } from '@glow/shared-api';
import {
  Alert,
  ButtonLink,
  Card,
  LoadFailure,
  Muted,
  Page,
  Stack,
  Table,
  TableScroll,
  useParams,
} from '@glow/shared-ui';
import { formatCount, formatDate, PeriodBadge } from '@glow/shared-ui/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useGetCohortQuery } from '../api';
import { CohortJudging, isJudged } from '../components/CohortJudging';
import { CohortNominations } from '../components/CohortNominations';
import { CohortSettings } from '../components/CohortSettings';
import { COHORT_FIGURES } from '../components/FiguresTable';
import { NextMove } from '../components/NextMove';
import { PeriodTimeline } from '../components/PeriodTimeline';
import { StatTile, StatTiles } from '../components/StatTile';
import { paths } from '../paths';

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: 1.5rem;
  align-items: start;
`;

/** A card with a heading that names it for assistive technology. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <Stack $gap="0.9rem">
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
      </Stack>
    </Card>
  );
}

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

function CohortContent({ cohort }: { cohort: CohortDetail }) {
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
      <Section id="cohort-periods" title="Periods">
        <PeriodTimeline cohort={cohort} />
        <NextMove cohort={cohort} />
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
        <CohortNominations cohortId={cohort.id} />
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
            empty="No scout has nominated anyone in this cohort yet."
          />
        </Section>
        <Section id="cohort-judges" title="Judges">
          <PeopleTable label="Judges" people={cohort.judges} empty="There are no judges yet." />
        </Section>
      </Columns>
    </>
  );
}

/**
 * One cohort: its periods and the move to the next, settings, figures, nominations, judging (from
 * its assessment period on) and people.
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
  let content;
  if (isLoading || (isFetching && !error))
    content = <Muted aria-busy="true">Loading the cohort…</Muted>;
  else if (isGlowApiError(error) && error.status === 404)
    content = (
      <Alert tone="danger">
        <p>
          <strong>{error.message}</strong>: there is no cohort {id}.
        </p>
        <p>
          <ButtonLink to={paths.cohorts} $variant="secondary">
            All cohorts
          </ButtonLink>
        </p>
      </Alert>
    );
  else content = <LoadFailure error={error} onRetry={refetch} />;
  return <Page>{content}</Page>;
}
