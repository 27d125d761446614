import { skipToken } from '@glow/shared-api';
import { Card, Link, LoadFailure, Muted, Stack } from '@glow/shared-ui';
import { formatDate, projectNames } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { useMyVotesQuery } from '../api';
import { paths } from '../paths';

const Title = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  margin: 0;
  padding-left: 1.1rem;
`;

const VOTE_WORDS = { UP: 'Upvote', DOWN: 'Downvote' } as const;

/** The connected voter's votes in the active cohort, newest first, each linking to its card. */
export function MyVotes({ address }: { address: string | null }) {
  const { data, error, isFetching, refetch } = useMyVotesQuery(address ?? skipToken);
  if (!address) return null;
  let content;
  if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (!data) content = <Muted aria-busy="true">Loading your votes…</Muted>;
  else if (!data.cohort) return null;
  else if (data.votes.length === 0)
    content = <Muted>You have not voted in {data.cohort.name} yet.</Muted>;
  else
    content = (
      <List>
        {data.votes.map((vote) => {
          const projects = projectNames(vote.projects);
          const search = vote.projects[0]?.name ?? vote.contributor;
          return (
            <li key={vote.nominationId}>
              {VOTE_WORDS[vote.vote]} ·{' '}
              <Link to={`${paths.vote}?search=${encodeURIComponent(search)}`}>
                {projects} — {vote.contributor}
              </Link>{' '}
              · <time dateTime={vote.votedAt}>{formatDate(vote.votedAt)}</time>
            </li>
          );
        })}
      </List>
    );
  return (
    <Card aria-labelledby="my-votes">
      <Stack $gap="0.6rem">
        <Title id="my-votes">My votes</Title>
        {content}
      </Stack>
    </Card>
  );
}
