import type { CohortNomination } from '@glow/contract';
import type { NominationSort } from '@glow/shared-api';
import {
  githubUrl,
  Link,
  LoadFailure,
  Muted,
  Pager,
  Stack,
  TableScroll,
  useListParams,
} from '@glow/shared-ui';
import { formatCount, projectNames, SearchSortToolbar } from '@glow/shared-ui/pages';
import { COHORT_NOMINATIONS_PAGE_SIZE, useListCohortNominationsQuery } from '../../api';
import { FiguresTable } from '../FiguresTable';
import { nominationPath } from '../../paths';

const SORT_OPTIONS: { value: NominationSort; label: string }[] = [
  { value: 'score', label: 'Highest score' },
  { value: 'newest', label: 'Newest' },
];

function NominationRow({ nomination }: { nomination: CohortNomination }) {
  const { contributor } = nomination;
  return (
    <tr>
      <td>
        <Stack $gap="0.1rem">
          <Link to={nominationPath(nomination.id)}>
            {contributor.firstName} {contributor.lastName}
          </Link>
          <a href={githubUrl(contributor.githubUsername)} target="_blank" rel="noreferrer">
            @{contributor.githubUsername}
          </a>
        </Stack>
      </td>
      <td>{projectNames(nomination.projects)}</td>
      <td className="figure">{formatCount(nomination.score)}</td>
      <td className="figure">{formatCount(nomination.votes)}</td>
      <td className="figure">{formatCount(nomination.scouts)}</td>
      <td className="figure">{formatCount(nomination.assessments)}</td>
    </tr>
  );
}

/** A cohort's nominations: search, sort and page kept in the URL, paged on the server. */
export function CohortNominations({ cohortId, ended }: { cohortId: number; ended: boolean }) {
  const { searchParams, page, update } = useListParams();
  const sort: NominationSort = searchParams.get('sort') === 'newest' ? 'newest' : 'score';
  const search = searchParams.get('search') ?? '';
  const { data, error, isLoading, isFetching, refetch } = useListCohortNominationsQuery({
    id: cohortId,
    page,
    limit: COHORT_NOMINATIONS_PAGE_SIZE,
    sort,
    search: search || undefined,
  });

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the nominations…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data && data.total === 0)
    content = (
      <Muted>
        {search
          ? `No nomination matches “${search}”.`
          : ended
            ? 'It had no nominations.'
            : 'There are no nominations yet.'}
      </Muted>
    );
  else if (data)
    content = (
      <Stack>
        <TableScroll>
          <FiguresTable aria-busy={isFetching} aria-label="Nominations">
            <thead>
              <tr>
                <th>Contributor</th>
                <th>Projects</th>
                <th className="figure">Score</th>
                <th className="figure">Votes</th>
                <th className="figure">Scouts</th>
                <th className="figure">Assessments</th>
              </tr>
            </thead>
            <tbody>
              {data.nominations.map((nomination) => (
                <NominationRow key={nomination.id} nomination={nomination} />
              ))}
            </tbody>
          </FiguresTable>
        </TableScroll>
        <Pager
          page={page}
          limit={COHORT_NOMINATIONS_PAGE_SIZE}
          total={data.total}
          noun={['nomination', 'nominations']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <Stack>
      <SearchSortToolbar
        searchLabel="Search nominations"
        placeholder="Contributor or project"
        search={search}
        onSearch={(next) => update({ search: next, page: undefined })}
        sortOptions={SORT_OPTIONS}
        sort={sort}
        onSort={(next) =>
          update({ sort: next === 'newest' ? 'newest' : undefined, page: undefined })
        }
      />
      {content}
    </Stack>
  );
}
