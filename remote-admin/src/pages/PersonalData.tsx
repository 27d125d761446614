import { PERSONAL_DATA_SECTIONS, type PersonalDataSummary } from '@glow/contract';
import * as ROUTES from '@glow/contract/routes';
import { errorMessageOf } from '@glow/shared-api';
import {
  Alert,
  Badge,
  Button,
  Muted,
  Page,
  Row,
  showToast,
  Stack,
  useParams,
} from '@glow/shared-ui';
import { Columns, counted, formatDateTime, RecordNotShown, Section } from '@glow/shared-ui/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { useDownloadFile } from '../components/downloadFile';
import { Facts } from '../components/Facts';
import { ConfirmErasure } from '../components/privacy/ConfirmErasure';
import { SECTION_NOUNS } from '../components/privacy/heldRecords';
import { RoleBadge } from '../components/users/RoleBadge';
import { useReadPersonalDataQuery } from '../privacyApi';
import { paths } from '../paths';

const Held = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

/** An email address breaks anywhere rather than leave a phone's screen. */
const Breakable = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

const nameOf = ({ person }: PersonalDataSummary) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

function AccountState({ person }: Pick<PersonalDataSummary, 'person'>) {
  if (person.erasedAt)
    return (
      <>
        <Badge $tone="neutral">Erased</Badge>
        <Muted as="span">
          on <At iso={person.erasedAt} />
        </Muted>
      </>
    );
  if (person.deactivatedAt)
    return (
      <>
        <Badge $tone="neutral">Deactivated</Badge>
        <Muted as="span">
          on <At iso={person.deactivatedAt} />
        </Muted>
      </>
    );
  return person.hasPassword ? (
    <Badge $tone="success">Active</Badge>
  ) : (
    <Badge $tone="warning">Invited</Badge>
  );
}

/** Who the person is, and how many records of each kind Glow holds about them. */
function HeldSection({ summary }: { summary: PersonalDataSummary }) {
  const { person, counts } = summary;
  const held = PERSONAL_DATA_SECTIONS.filter((section) => counts[section] > 0);
  return (
    <Section id="personal-data-held" title="What Glow holds">
      <Facts>
        <dt>Email</dt>
        <dd>
          <Breakable>{person.email}</Breakable>
        </dd>
        <dt>Name</dt>
        <dd>{[person.firstName, person.lastName].filter(Boolean).join(' ') || '—'}</dd>
        <dt>Role</dt>
        <dd>
          <RoleBadge role={person.role} />
        </dd>
        <dt>Account</dt>
        <dd>
          <AccountState person={person} />
        </dd>
        <dt>Created</dt>
        <dd>
          <At iso={person.createdAt} />
        </dd>
        <dt>Contributor record</dt>
        <dd>{summary.contributorId === null ? 'None' : `Contributor ${summary.contributorId}`}</dd>
      </Facts>
      {held.length === 0 ? (
        <Muted>No other records: the account is all Glow holds.</Muted>
      ) : (
        <Held aria-label="Records held">
          {held.map((section) => (
            <li key={section}>{counted(counts[section], SECTION_NOUNS[section])}</li>
          ))}
        </Held>
      )}
    </Section>
  );
}

/** The whole of it as one JSON file; the download is audited. */
function DownloadSection({ summary }: { summary: PersonalDataSummary }) {
  const downloadFile = useDownloadFile();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadFile(ROUTES.exportPersonalData, { pathParams: { id: summary.person.id } });
    } catch (error) {
      showToast({ tone: 'error', title: 'The download failed', message: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section id="personal-data-download" title="Download">
      <Muted>
        Everything above in full, as one JSON file to hand to the person who asked for it. The
        download is written to the audit log.
      </Muted>
      <Row>
        <Button
          $variant="secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void download()}
        >
          {busy ? 'Preparing the file…' : 'Download as JSON'}
        </Button>
      </Row>
    </Section>
  );
}

/** Erasing the person: what it does, why it is refused now, or when it was done. */
function ErasureSection({ summary }: { summary: PersonalDataSummary }) {
  const [confirming, setConfirming] = useState(false);
  const { person, erasureRefusal } = summary;
  return (
    <Section id="personal-data-erasure" title="Erase this person">
      {person.erasedAt ? (
        <Muted>
          Erased on <At iso={person.erasedAt} />: their names, emails, handles and free text were
          replaced; their votes, grants and payments stay, anonymous.
        </Muted>
      ) : (
        <>
          <Muted>
            Replaces their names, emails, handles, application answers and what was written about
            them with placeholders, and ends their account. Their votes still count; their
            nominations, grants and payments keep their amounts, dates and ledger hashes.
          </Muted>
          {erasureRefusal && (
            <Alert tone="warning">
              <p>{erasureRefusal}</p>
            </Alert>
          )}
          <Row>
            <Button
              $variant="danger"
              disabled={erasureRefusal !== null}
              onClick={() => setConfirming(true)}
            >
              Erase this person
            </Button>
          </Row>
        </>
      )}
      {confirming && <ConfirmErasure summary={summary} onDone={() => setConfirming(false)} />}
    </Section>
  );
}

/**
 * One person's personal data, as a European programme must answer a request for it: what Glow
 * holds, downloaded as one file, and the person erased while the programme's records stay.
 */
export default function PersonalData() {
  const id = Number(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useReadPersonalDataQuery(id);

  if (data && data.person.id === id)
    return (
      <Page label={`Personal data of ${nameOf(data)}`}>
        <Stack>
          <HeldSection summary={data} />
          <Columns>
            <DownloadSection summary={data} />
            <ErasureSection summary={data} />
          </Columns>
        </Stack>
      </Page>
    );
  return (
    <RecordNotShown
      back={{ to: paths.users, label: 'All users' }}
      record={`user ${id}`}
      loading={isLoading || (isFetching && !error)}
      loadingText="Loading what Glow holds…"
      error={error}
      onRetry={refetch}
    />
  );
}
