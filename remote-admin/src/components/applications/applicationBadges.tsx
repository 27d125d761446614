import {
  APPLICATION_STATUS_NAMES,
  applicationStatusName,
  KYC_STATUS_NAMES,
  type ApplicationStatus,
  type CohortPeriod,
  type KycStatus,
} from '@glow/shared-api';
import { Badge, type Tone } from '@glow/shared-ui';

const STATUS_TONES: Record<ApplicationStatus, Tone> = {
  inProgress: 'neutral',
  submitted: 'info',
  returned: 'warning',
  approved: 'success',
  walletChanged: 'warning',
  notEligible: 'danger',
  withdrawn: 'neutral',
};

const KYC_TONES: Record<KycStatus, Tone> = {
  required: 'warning',
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
};

/** An application's status: "Submitted", "Not eligible", "Not completed (cohort closed)"… */
export function ApplicationStatusBadge({
  status,
  cohortPeriod,
}: {
  status: ApplicationStatus;
  /** Unknown while the cohort loads: the status's own name meanwhile. */
  cohortPeriod: CohortPeriod | undefined;
}) {
  return (
    <Badge $tone={STATUS_TONES[status]}>
      {cohortPeriod
        ? applicationStatusName(status, cohortPeriod)
        : APPLICATION_STATUS_NAMES[status]}
    </Badge>
  );
}

/** An application's KYC: "KYC pending"…, or nothing when its grant needs none. */
export function KycBadge({ status }: { status: KycStatus | null }) {
  if (!status) return null;
  return <Badge $tone={KYC_TONES[status]}>KYC {KYC_STATUS_NAMES[status].toLowerCase()}</Badge>;
}
