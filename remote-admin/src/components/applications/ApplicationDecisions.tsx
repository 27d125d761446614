import type { AdminApplicationDetail } from '@glow/contract';
import { eligibilityExplanation, errorMessageOf } from '@glow/shared-api';
import { Alert, Button, Dialog, Muted, Row, showToast, Stack } from '@glow/shared-ui';
import { asSentence, formatDateTime, Section } from '@glow/shared-ui/pages';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  useApproveApplicationMutation,
  useReopenApplicationMutation,
  useRequestKycMutation,
  useReturnApplicationMutation,
} from '../../api';
import { ApplicationReasonDialog, type ReasonedDecision } from './ApplicationReasonDialog';

type Detail = AdminApplicationDetail;
type Reasoned = 'return' | 'requestKyc' | 'reopen';

const Actions = styled(Row)`
  justify-content: flex-end;
  margin-top: 1.25rem;
`;

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** Where the application stands, in a sentence for the admin. */
function standing(application: Detail): ReactNode {
  const { review, submittedAt, progress } = application;
  const by = review?.reviewed.by ? ` by ${review.reviewed.by}` : '';
  switch (application.status) {
    case 'inProgress':
      return `In progress: the contributor's next step is to ${progress.nextAction ?? 'continue'}.`;
    case 'submitted':
      return (
        <>
          Submitted {submittedAt && <At iso={submittedAt} />}: approve it, or return it with a
          reason the contributor sees.
        </>
      );
    case 'returned':
      return (
        <>
          Returned {review && <At iso={review.reviewed.at} />}
          {by}: “{review?.returnReason}” — the contributor can change it and submit again.
        </>
      );
    case 'approved':
      return (
        <>
          Approved {review && <At iso={review.reviewed.at} />}
          {by}.
        </>
      );
    case 'walletChanged':
      return `Wallet changed: ${application.contributor.name} must confirm the new address in the grant agreement and submit again; then it needs your approval again.`;
    case 'notEligible':
      return `Not eligible: ${eligibilityExplanation(application.eligibility?.failing ?? [])}`;
    case 'withdrawn':
      return `Withdrawn: no nomination of ${application.contributor.name} is left in ${application.cohort.name}.`;
  }
}

/** What a wallet changed after submission means for the admin now. */
function walletChangeNote({ status, agreement }: Detail): string {
  return status === 'submitted' && agreement
    ? `The wallet changed after the application was submitted; the agreement now names ${agreement.address}. Approving pays the grant to it.`
    : 'The wallet changed after the application was submitted: the grant is not paid until the contributor confirms the new address in the agreement and an admin approves again.';
}

/** Approving sends an email: asked once more, saying what the approval does not cover. */
function ApproveDialog({ application, onClose }: { application: Detail; onClose: () => void }) {
  const [approve, { isLoading }] = useApproveApplicationMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { name } = application.contributor;
  const kycOpen = application.kyc.status !== null && application.kyc.status !== 'approved';

  async function confirm() {
    try {
      const { message } = await approve(application.id).unwrap();
      showToast({ title: asSentence(message), message: name, tone: 'success' });
      onClose();
    } catch (failure) {
      setRefusal(errorMessageOf(failure));
    }
  }

  return (
    <Dialog title={`Approve ${name}'s application?`} onClose={() => !isLoading && onClose()}>
      <Stack $gap="0.75rem">
        <Muted>
          {name} is emailed that the application is approved; the grant is paid with the
          distribution, to the address the agreement names
          {application.agreement ? ` (${application.agreement.address})` : ''}.
          {kycOpen && ' Payment also waits for their identity verification (KYC).'}
        </Muted>
        {refusal && (
          <Alert tone="danger">
            <p>{refusal}</p>
          </Alert>
        )}
      </Stack>
      <Actions>
        <Button $variant="secondary" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Approving…' : 'Approve'}
        </Button>
      </Actions>
    </Dialog>
  );
}

/** The decisions that carry a reason, as their dialog asks for it. */
function useReasonedDecisions(application: Detail): Record<Reasoned, ReasonedDecision> {
  const [returnApplication] = useReturnApplicationMutation();
  const [requestKyc] = useRequestKycMutation();
  const [reopen] = useReopenApplicationMutation();
  const { id, contributor } = application;
  return {
    return: {
      title: `Return ${contributor.name}'s application?`,
      effect:
        'They are emailed your reason and can change their details and wallet, then submit again.',
      hint: 'What to change, sent to the contributor',
      submitLabel: 'Return',
      busyLabel: 'Returning…',
      decide: (request) => returnApplication({ id, ...request }).unwrap(),
    },
    requestKyc: {
      title: `Ask ${contributor.name} to verify their identity?`,
      effect:
        'They are emailed that a KYC verification is needed, with your reason; the grant is not paid until it is approved.',
      hint: 'Why a verification is needed, sent to the contributor',
      submitLabel: 'Request KYC',
      busyLabel: 'Requesting…',
      decide: (request) => requestKyc({ id, ...request }).unwrap(),
    },
    reopen: {
      title: `Reopen ${contributor.name}'s application?`,
      effect:
        'They can answer the eligibility questions again; they see your reason, and the audit log keeps it.',
      hint: 'Why it is reopened, shown to the contributor',
      submitLabel: 'Reopen',
      busyLabel: 'Reopening…',
      decide: (request) => reopen({ id, ...request }).unwrap(),
    },
  };
}

/** Whether an admin may ask for a KYC now: none asked or required yet, or the last one rejected. */
function canRequestKyc({ status, kyc }: Detail): boolean {
  const open = status !== 'notEligible' && status !== 'withdrawn';
  return open && (kyc.status === null || kyc.status === 'rejected');
}

/**
 * The admin's review: where the application stands and what can be done with it now — approve
 * or return a submitted one, ask for a KYC, reopen a not-eligible one.
 */
export function ApplicationDecisions({ application }: { application: Detail }) {
  const [approving, setApproving] = useState(false);
  const [reasoned, setReasoned] = useState<Reasoned | null>(null);
  const decisions = useReasonedDecisions(application);
  const submitted = application.status === 'submitted';
  const notEligible = application.status === 'notEligible';
  const kycAskable = canRequestKyc(application);

  return (
    <Section id="application-review" title="Review">
      <Muted>{standing(application)}</Muted>
      {application.walletChangedAfterSubmission && (
        <Alert tone="warning">
          <p>{walletChangeNote(application)}</p>
        </Alert>
      )}
      {(submitted || kycAskable || notEligible) && (
        <Row>
          {submitted && <Button onClick={() => setApproving(true)}>Approve</Button>}
          {submitted && (
            <Button $variant="secondary" onClick={() => setReasoned('return')}>
              Return
            </Button>
          )}
          {kycAskable && (
            <Button $variant="secondary" onClick={() => setReasoned('requestKyc')}>
              Request KYC
            </Button>
          )}
          {notEligible && (
            <Button $variant="secondary" onClick={() => setReasoned('reopen')}>
              Reopen
            </Button>
          )}
        </Row>
      )}
      {approving && <ApproveDialog application={application} onClose={() => setApproving(false)} />}
      {reasoned && (
        <ApplicationReasonDialog
          decision={decisions[reasoned]}
          contributor={application.contributor.name}
          onClose={() => setReasoned(null)}
        />
      )}
    </Section>
  );
}
