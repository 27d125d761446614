import type { AdminApplicationDetail } from '@glow/contract';
import { CONTRIBUTOR_DOCUMENT_NAMES, type ContributorDocument } from '@glow/shared-api';
import { Muted } from '@glow/shared-ui';
import { formatDateTime, Section } from '@glow/shared-ui/pages';
import styled from 'styled-components';

/** The audit log's actions on an application, as the history says them. */
const ACTIONS: Record<string, string> = {
  'application.created': 'Application created with the nomination',
  'application.joined': 'Another nomination joined the application',
  'application.eligibilityAnswered': 'Answered the eligibility questions',
  'application.eligibilityCarriedOver': 'Eligibility carried over from an earlier cohort',
  'application.notEligible': 'Not eligible',
  'contributor.walletRegistered': 'Registered a wallet',
  'contributor.walletChanged': 'Changed the wallet',
  'application.backToDetails': 'Sent back for approval: the wallet changed',
  'application.submitted': 'Submitted the application',
  'application.approved': 'Approved',
  'application.returned': 'Returned',
  'application.reopened': 'Reopened',
  'kyc.requested': 'KYC requested',
  'kyc.started': 'KYC started',
  'kyc.decided': 'KYC decided',
  'application.withdrawn': 'Withdrawn: no nomination left in the cohort',
};

type Entry = AdminApplicationDetail['history'][number];

const isDocument = (value: unknown): value is ContributorDocument =>
  typeof value === 'string' && value in CONTRIBUTOR_DOCUMENT_NAMES;

/** What an entry records, in words ("Accepted the terms of service, version 2026-11-1"). */
function describe({ action, details }: Entry): string {
  if (action === 'document.accepted' && isDocument(details.document))
    return `Accepted the ${CONTRIBUTOR_DOCUMENT_NAMES[details.document]}, version ${String(details.version)}`;
  return ACTIONS[action] ?? action;
}

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding-left: 1.2rem;
  /* A reason may name full addresses, which must wrap on a phone. */
  overflow-wrap: anywhere;
`;

/** A reason the change was made with, when it has one. */
function reasonOf(details: Record<string, unknown>): string | null {
  return typeof details.reason === 'string' ? details.reason : null;
}

/** Every change of the application from the audit log, oldest first: who, what and when. */
export function ApplicationHistory({ application }: { application: AdminApplicationDetail }) {
  return (
    <Section id="application-history" title="History">
      {application.history.length === 0 ? (
        <Muted>Nothing recorded yet.</Muted>
      ) : (
        <Entries>
          {application.history.map((entry, index) => {
            const reason = reasonOf(entry.details);
            return (
              <li key={index}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.by}:{' '}
                {describe(entry)}
                {reason && <> — “{reason}”</>}
              </li>
            );
          })}
        </Entries>
      )}
    </Section>
  );
}
