import type { PaymentDetail } from '@glow/contract';
import { isGlowApiError } from '@glow/shared-api';
import { Alert, ButtonLink, LoadFailure, Muted, Page, Row, useParams } from '@glow/shared-ui';
import { Columns } from '@glow/shared-ui/pages';
import { useReadPaymentQuery } from '../paymentsApi';
import { PaymentStatusBadge } from '../components/payments/GrantStateBadge';
import {
  GrantSection,
  HistorySection,
  PaymentSection,
  TransactionSection,
} from '../components/payments/PaymentRecord';
import { paths, paymentsPath } from '../paths';

function PaymentContent({ payment }: { payment: PaymentDetail }) {
  return (
    <>
      <Row $gap="0.5rem 0.75rem">
        <PaymentStatusBadge status={payment.status} />
        {payment.failureReason && <Muted as="span">{payment.failureReason}</Muted>}
      </Row>
      <Columns>
        <GrantSection payment={payment} />
        <PaymentSection payment={payment} />
      </Columns>
      <TransactionSection payment={payment} />
      <HistorySection payment={payment} />
    </>
  );
}

/**
 * One payment: its grant, recipient and amount, where it was sent from, its
 * history, and the ledger transaction that proves it with each fact Glow checked.
 */
export default function Payment() {
  const id = Number(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useReadPaymentQuery(id);

  if (data && data.id === id)
    return (
      <Page
        label={`Payment ${data.id}`}
        trail={[
          { label: 'Payments', path: paths.payments },
          { label: data.cohort.name, path: paymentsPath(data.cohort.id) },
        ]}
      >
        <PaymentContent payment={data} />
      </Page>
    );
  let content;
  if (isLoading || (isFetching && !error))
    content = <Muted aria-busy="true">Loading the payment…</Muted>;
  else if (isGlowApiError(error) && error.status === 404)
    content = (
      <Alert tone="danger">
        <p>
          <strong>{error.message}</strong>: there is no payment {id}.
        </p>
        <p>
          <ButtonLink to={paths.payments} $variant="secondary">
            All payments
          </ButtonLink>
        </p>
      </Alert>
    );
  else content = <LoadFailure error={error} onRetry={refetch} />;
  return <Page>{content}</Page>;
}
