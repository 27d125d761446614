import {
  GRANT_STATE_NAMES,
  PAYMENT_STATUS_NAMES,
  type GrantState,
  type PaymentStatus,
} from '@glow/contract/domain/payments';
import { Badge, type Tone } from '@glow/shared-ui';

const GRANT_TONES: Record<GrantState, Tone> = {
  waiting: 'neutral',
  payable: 'info',
  inFlight: 'warning',
  paid: 'success',
  failed: 'danger',
  returnedToPool: 'neutral',
};

const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  awaitingSignature: 'warning',
  submitted: 'warning',
  paid: 'success',
  failed: 'danger',
  duplicate: 'danger',
};

/** A grant's state: "Payable", "In flight", "Returned to pool"… */
export function GrantStateBadge({ state }: { state: GrantState }) {
  return <Badge $tone={GRANT_TONES[state]}>{GRANT_STATE_NAMES[state]}</Badge>;
}

/** A payment's status: "Waiting for the wallet", "Paid", "Paid twice"… */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge $tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_NAMES[status]}</Badge>;
}
