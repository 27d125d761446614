import type { ScoutedNomination } from '@glow/contract';
import { useActiveCohortQuery } from '@glow/shared-api/sharedEndpoints';
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
  VisuallyHidden,
} from '@glow/shared-ui';
import { PeriodBadge } from '@glow/shared-ui/pages';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { NOMINATIONS_PAGE_SIZE, useListScoutedNominationsQuery } from '../api';
import { nominationsOpen } from '../components/cohortState';
import { NominationRow } from '../components/NominationRow';
import { NominationTable } from '../components/NominationTable';
import { WithdrawDialog } from '../components/WithdrawDialog';
import { paths } from '../paths';

// The edit dialog's form (react-hook-form, zod and the contract's schemas) loads on the first Edit,
// so the list alone stays light.
const EditNominationDialog = lazy(async () => ({
  default: (await import('../components/EditNominationDialog')).EditNominationDialog,
}));

const CohortTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

/** The nominations of one cohort, in the order the API gives them. */
interface CohortGroup {
  cohort: ScoutedNomination['cohort'];
  nominations: ScoutedNomination[];
}

function byCohort(nominations: ScoutedNomination[]): CohortGroup[] {
  const groups: CohortGroup[] = [];
  for (const nomination of nominations) {
    const last = groups.at(-1);
    if (last && last.cohort.id === nomination.cohort.id) last.nominations.push(nomination);
    else groups.push({ cohort: nomination.cohort, nominations: [nomination] });
  }
  return groups;
}

type Opened = { nomination: ScoutedNomination; dialog: 'edit' | 'withdraw' } | null;

/** The scout's nominations and co-nominations, by cohort (the active one first), paged. */
export default function NominationsPage() {
  const { page, update } = useListParams();
  const cohort = useActiveCohortQuery().data?.cohort;
  const { data, error, isLoading, isFetching, refetch } = useListScoutedNominationsQuery({
    page,
    limit: NOMINATIONS_PAGE_SIZE,
  });
  const [opened, setOpened] = useState<Opened>(null);

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading your nominations…</Muted>;
  else if (!data || (error && !isFetching))
    content = (
      <Card>
        <LoadFailure error={error} onRetry={refetch} />
      </Card>
    );
  else if (data.total === 0)
    content = (
      <Card>
        <Muted>You have not nominated anyone yet.</Muted>
      </Card>
    );
  else
    content = (
      <Stack>
        {byCohort(data.nominations).map(({ cohort: group, nominations }) => (
          <Card key={group.id} aria-labelledby={`cohort-${group.id}`}>
            <Stack $gap="0.75rem">
              <Row $gap="0.5rem 0.75rem">
                <CohortTitle id={`cohort-${group.id}`}>{group.name}</CohortTitle>
                <PeriodBadge period={group.period} />
              </Row>
              <TableScroll>
                <NominationTable aria-labelledby={`cohort-${group.id}`} aria-busy={isFetching}>
                  <thead>
                    <tr>
                      <th>Contributor</th>
                      <th>Projects</th>
                      <th>Description</th>
                      <th>Nominated</th>
                      <th>Score</th>
                      <th>Scouts</th>
                      <th>Status</th>
                      <th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {nominations.map((nomination) => (
                      <NominationRow
                        key={nomination.id}
                        nomination={nomination}
                        actions={{
                          onEdit: () => setOpened({ nomination, dialog: 'edit' }),
                          onWithdraw: () => setOpened({ nomination, dialog: 'withdraw' }),
                        }}
                      />
                    ))}
                  </tbody>
                </NominationTable>
              </TableScroll>
            </Stack>
          </Card>
        ))}
        <Pager
          page={page}
          limit={NOMINATIONS_PAGE_SIZE}
          total={data.total}
          noun={['nomination', 'nominations']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <Page>
      {nominationsOpen(cohort) && (
        <Row>
          <ButtonLink to={paths.newNomination}>Nominate a contributor</ButtonLink>
        </Row>
      )}
      {content}
      {opened?.dialog === 'edit' && (
        <Suspense fallback={null}>
          <EditNominationDialog nomination={opened.nomination} onClose={() => setOpened(null)} />
        </Suspense>
      )}
      {opened?.dialog === 'withdraw' && (
        <WithdrawDialog nomination={opened.nomination} onClose={() => setOpened(null)} />
      )}
    </Page>
  );
}
