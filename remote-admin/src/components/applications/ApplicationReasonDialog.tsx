import {
  ApplicationReasonRequestSchema,
  type ApplicationOutcome,
  type ApplicationReasonRequest,
} from '@glow/contract';
import { APPLICATION_REASON_MAX_LENGTH } from '@glow/shared-api';
import { Muted, showToast } from '@glow/shared-ui';
import { asSentence, ReasonDialog } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';

const reasonResolver = zodResolver(ApplicationReasonRequestSchema);

/** What an admin's reasoned decision on an application says, and the call that makes it. */
export interface ReasonedDecision {
  title: string;
  effect: string;
  /** What the reason is for, under its field. */
  hint: string;
  submitLabel: string;
  busyLabel: string;
  decide: (request: ApplicationReasonRequest) => Promise<ApplicationOutcome>;
}

/**
 * Asks for the reason of a decision on an application that needs one (returning it, asking for
 * KYC, reopening it), required before anything is sent; the contributor is shown the reason.
 */
export function ApplicationReasonDialog({
  decision,
  contributor,
  onClose,
}: {
  decision: ReasonedDecision;
  contributor: string;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title={decision.title}
      resolver={reasonResolver}
      hint={(count) => `${decision.hint}; ${count}`}
      maxLength={APPLICATION_REASON_MAX_LENGTH}
      rows={4}
      confirmLabel={decision.submitLabel}
      busyLabel={decision.busyLabel}
      onConfirm={async (request) => {
        const { message } = await decision.decide(request);
        showToast({ title: asSentence(message), message: contributor, tone: 'success' });
      }}
      onClose={onClose}
    >
      <Muted>{decision.effect}</Muted>
    </ReasonDialog>
  );
}
