import type { IntegrityVoter } from '@glow/contract';
import { Badge, Button, Muted, Row, TableScroll } from '@glow/shared-ui';
import { CardTable, counted, formatDateTime } from '@glow/shared-ui/pages';
import { Address } from './Address';
import { SIGNAL_NAMES } from './signals';

/** "Maya Okafor: up; Lars Henriksen: down": a voter's votes, by the nominee's name. */
function votesOf(voter: IntegrityVoter, nominees: ReadonlyMap<number, string>): string {
  return voter.votes
    .map(
      ({ nominationId, vote }) =>
        `${nominees.get(nominationId) ?? `Nomination ${nominationId}`}: ${vote === 'UP' ? 'up' : 'down'}`,
    )
    .join('; ');
}

function VoterRow({
  voter,
  nominees,
  onExclude,
}: {
  voter: IntegrityVoter;
  nominees: ReadonlyMap<number, string>;
  onExclude?: (voter: IntegrityVoter) => void;
}) {
  return (
    <tr>
      <td data-label="Voter">
        <Address>{voter.address}</Address>
      </td>
      <td data-label="Registered">
        <time dateTime={voter.registeredAt}>{formatDateTime(voter.registeredAt)}</time>
      </td>
      <td data-label="Age at registration">
        {voter.ageDaysAtRegistration === null ? (
          <Muted as="span">Not read</Muted>
        ) : (
          counted(voter.ageDaysAtRegistration, ['day', 'days'])
        )}
      </td>
      <td data-label="Signals">
        <Row $gap="0.3rem">
          {voter.signals.map((signal) => (
            <Badge key={signal} $tone="warning">
              {SIGNAL_NAMES[signal]}
            </Badge>
          ))}
        </Row>
      </td>
      <td data-label="Votes">
        {voter.votes.length === 0 ? <Muted as="span">None</Muted> : votesOf(voter, nominees)}
      </td>
      <td data-label="Tally">
        {voter.excluded ? (
          <Badge $tone="danger">Excluded</Badge>
        ) : onExclude ? (
          <Button $variant="secondary" onClick={() => onExclude(voter)}>
            Exclude voter
          </Button>
        ) : (
          'Counted'
        )}
      </td>
    </tr>
  );
}

/**
 * Voters as the ledger describes them: when they registered and how old their account was then,
 * their signals, how they voted (by the nominee's name) and whether they are counted; with
 * `onExclude`, a counted voter can be left out.
 */
export function VoterTable({
  label,
  voters,
  nominees,
  busy = false,
  onExclude,
}: {
  label: string;
  voters: IntegrityVoter[];
  nominees: ReadonlyMap<number, string>;
  busy?: boolean;
  onExclude?: (voter: IntegrityVoter) => void;
}) {
  return (
    <TableScroll>
      <CardTable aria-label={label} aria-busy={busy}>
        <thead>
          <tr>
            <th>Voter</th>
            <th>Registered</th>
            <th>Age at registration</th>
            <th>Signals</th>
            <th>Votes</th>
            <th>Tally</th>
          </tr>
        </thead>
        <tbody>
          {voters.map((voter) => (
            <VoterRow key={voter.address} voter={voter} nominees={nominees} onExclude={onExclude} />
          ))}
        </tbody>
      </CardTable>
    </TableScroll>
  );
}
