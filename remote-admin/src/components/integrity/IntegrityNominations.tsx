import type { VoteIntegrity } from '@glow/contract';
import { Muted, TableScroll } from '@glow/shared-ui';
import { CardTable, formatCount } from '@glow/shared-ui/pages';

/**
 * Each nomination's score three ways, highest tally first: with every vote, as tallied (without
 * the excluded voters) and without every flagged voter too.
 */
export function IntegrityNominations({
  nominations,
}: {
  nominations: VoteIntegrity['nominations'];
}) {
  if (nominations.length === 0) return <Muted>There are no nominations to vote on.</Muted>;
  return (
    <TableScroll>
      <CardTable aria-label="Scores">
        <thead>
          <tr>
            <th>Contributor</th>
            <th>Votes</th>
            <th>Every vote</th>
            <th>Tally</th>
            <th>Without flagged</th>
          </tr>
        </thead>
        <tbody>
          {nominations.map((nomination) => (
            <tr key={nomination.id}>
              <td data-label="Contributor">{nomination.contributor}</td>
              <td data-label="Votes">{formatCount(nomination.votes)}</td>
              <td data-label="Every vote">{formatCount(nomination.everyVoteScore)}</td>
              <td data-label="Tally">{formatCount(nomination.score)}</td>
              <td data-label="Without flagged">{formatCount(nomination.withoutFlaggedScore)}</td>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </TableScroll>
  );
}
