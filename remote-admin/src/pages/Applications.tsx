import type { AdminApplicationRow } from '@glow/contract';
import {
  APPLICATION_STATUS_NAMES,
  APPLICATION_STATUSES,
  isGlowApiError,
  useBreadcrumb,
  type ApplicationStatus,
  type CohortPeriod,
} from '@glow/shared-api';
import {
  Card,
  Link,
  LoadFailure,
  Muted,
  Page,
  Pager,
  SelectField,
  Stack,
  TableScroll,
  useListParams,
  useParams,
} from '@glow/shared-ui';
import { CardTable, formatDateTime, ListToolbar, NoSuchRecord } from '@glow/shared-ui/pages';
import { Fragment } from 'react';
import styled from 'styled-components';
import { APPLICATIONS_PAGE_SIZE, useGetCohortQuery, useListCohortApplicationsQuery } from '../api';
import { ApplicationStatusBadge } from '../components/applications/applicationBadges';
import { RemindApplicants } from '../components/applications/RemindApplicants';
import { StepSummary } from '../components/applications/StepSummary';
import { ALL_COHORTS, applicationPath, cohortPath, nominationPath } from '../paths';

/** An email breaks anywhere: on a phone, the row's card is narrower than a long address. */
const Email = styled(Muted)`
  overflow-wrap: anywhere;
`;

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

function ApplicationRow({
  application,
  cohortPeriod,
}: {
  application: AdminApplicationRow;
  cohortPeriod: CohortPeriod | undefined;
}) {
  const { contributor } = application;
  return (
    <tr>
      <td data-label="Contributor">
        <Stack $gap="0.1rem">
          <Link to={applicationPath(application.id)}>{contributor.name}</Link>
          <Email as="span">{contributor.email}</Email>
        </Stack>
      </td>
      <td data-label="Projects">
        {application.projects.map((project, index) => (
          <Fragment key={project.id}>
            {index > 0 && ', '}
            <Link to={nominationPath(project.nominationId)}>{project.name}</Link>
          </Fragment>
        ))}
      </td>
      <td data-label="Steps">
        <StepSummary application={application} />
      </td>
      <td data-label="Status">
        <ApplicationStatusBadge status={application.status} cohortPeriod={cohortPeriod} />
      </td>
      <td data-label="Submitted">
        {application.submittedAt ? (
          <time dateTime={application.submittedAt}>{formatDateTime(application.submittedAt)}</time>
        ) : (
          <Muted as="span">—</Muted>
        )}
      </td>
    </tr>
  );
}

function ApplicationsList({
  cohortId,
  cohortPeriod,
  status,
}: {
  cohortId: number;
  cohortPeriod: CohortPeriod | undefined;
  status?: ApplicationStatus;
}) {
  const { page, update } = useListParams();
  const { data, error, isLoading, isFetching, refetch } = useListCohortApplicationsQuery({
    id: cohortId,
    page,
    limit: APPLICATIONS_PAGE_SIZE,
    status,
  });

  if (isLoading) return <Muted aria-busy="true">Loading the applications…</Muted>;
  if (!data || (error && !isFetching)) return <LoadFailure error={error} onRetry={refetch} />;
  if (data.total === 0)
    return (
      <Muted>
        {status
          ? `No application is ${APPLICATION_STATUS_NAMES[status].toLowerCase()}.`
          : 'There are no applications yet: each starts with the contributor’s first nomination.'}
      </Muted>
    );
  return (
    <Stack>
      <TableScroll>
        <CardTable aria-busy={isFetching} aria-label="Applications">
          <thead>
            <tr>
              <th>Contributor</th>
              <th>Projects</th>
              <th>Steps</th>
              <th>Status</th>
              <th>Submitted</th>
            </tr>
          </thead>
          <tbody>
            {data.applications.map((application) => (
              <ApplicationRow
                key={application.id}
                application={application}
                cohortPeriod={cohortPeriod}
              />
            ))}
          </tbody>
        </CardTable>
      </TableScroll>
      <Pager
        page={page}
        limit={APPLICATIONS_PAGE_SIZE}
        total={data.total}
        noun={['application', 'applications']}
        onPage={(next) => update({ page: next })}
      />
    </Stack>
  );
}

/**
 * A cohort's applications: each contributor's projects, steps, status and when they submitted,
 * filtered by status (kept in the URL); reminders to those with a step left.
 */
export default function Applications() {
  const cohortId = Number(useParams().id);
  const { searchParams, update } = useListParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const cohort = useGetCohortQuery(cohortId);
  const name = cohort.data?.name;
  // The trail's step to the cohort says its name, as the cohort's own page does.
  useBreadcrumb(name && `Cohort ${name}`, cohortPath(cohortId));

  if (isGlowApiError(cohort.error) && cohort.error.status === 404)
    return (
      <Page>
        <NoSuchRecord error={cohort.error} record={`cohort ${cohortId}`} back={ALL_COHORTS} />
      </Page>
    );
  // The list waits for the cohort: its intro and the rows' badges (which read its period) come
  // with the rows, so nothing moves once they are drawn.
  if (cohort.isLoading)
    return (
      <Page>
        <Muted aria-busy="true">Loading the applications…</Muted>
      </Page>
    );
  return (
    <Page label={name ? `Applications of ${name}` : undefined}>
      {name && (
        <Muted>
          The contributors nominated in <Link to={cohortPath(cohortId)}>{name}</Link>: one
          application per person, whatever the number of their nominations.
        </Muted>
      )}
      <ListToolbar>
        <SelectField
          label="Status"
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value, page: undefined })}
        >
          <option value="">All</option>
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {APPLICATION_STATUS_NAMES[value]}
            </option>
          ))}
        </SelectField>
        <RemindApplicants cohortId={cohortId} />
      </ListToolbar>
      <Card>
        <ApplicationsList cohortId={cohortId} cohortPeriod={cohort.data?.period} status={status} />
      </Card>
    </Page>
  );
}
