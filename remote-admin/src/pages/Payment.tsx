import type { PaymentDetail } from '@glow/contract';
import { GRANT_SIZE_NAMES, isGlowApiError } from '@glow/shared-api';
import { PAYMENT_STATUS_NAMES } from '@glow/contract/domain/payments';
import {
  Alert,
  ButtonLink,
  Link,
  LoadFailure,
  Muted,
  Page,
  Row,
  Stack,
  TableScroll,
  useParams,
  VisuallyHidden,
} from '@glow/shared-ui';
import {
  CardTable,
  counted,
  formatCount,
  formatDateTime,
  formatDrops,
} from '@glow/shared-ui/pages';
import { WALLET_NAMES } from '@glow/shared-wallet';
import styled from 'styled-components';
import { useReadPaymentQuery } from '../paymentsApi';
import { Facts } from '../components/Facts';
import { GrantStateBadge, PaymentStatusBadge } from '../components/payments/GrantStateBadge';
import { Address } from '../components/payments/ProgrammeWalletPanel';
import { Columns, Section } from '../components/Section';
import { applicationPath, paths, paymentPath, paymentsPath } from '../paths';

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding-left: 1.2rem;
`;

const Check = styled.span<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

function GrantSection({ payment }: { payment: PaymentDetail }) {
  const { grant, recipient, cohort } = payment;
  return (
    <Section id="payment-grant" title="Grant">
      <Facts>
        <dt>Contributor</dt>
        <dd>
          <Link to={applicationPath(grant.applicationId)}>{recipient.name}</Link>
        </dd>
        <dt>Cohort</dt>
        <dd>
          <Link to={paymentsPath(cohort.id)}>{cohort.name}</Link>
        </dd>
        <dt>Size</dt>
        <dd>{GRANT_SIZE_NAMES[grant.size]}</dd>
        <dt>Amount</dt>
        <dd>{formatDrops(grant.amountDrops)}</dd>
        <dt>State</dt>
        <dd>
          <GrantStateBadge state={grant.state} />
        </dd>
      </Facts>
    </Section>
  );
}

function PaymentSection({ payment }: { payment: PaymentDetail }) {
  const { batch } = payment;
  return (
    <Section id="payment-transfer" title="Payment">
      <Facts>
        <dt>To</dt>
        <dd>
          <Stack $gap="0.1rem">
            <span>{payment.recipient.name}</span>
            <Address>{payment.recipient.address}</Address>
          </Stack>
        </dd>
        <dt>From</dt>
        <dd>
          <Address>{payment.source}</Address>
        </dd>
        <dt>Memo</dt>
        <dd>
          <Address>{payment.memo}</Address>
        </dd>
        <dt>Valid until</dt>
        <dd>Ledger {formatCount(payment.lastLedgerSequence)} (LastLedgerSequence)</dd>
        <dt>Batch</dt>
        <dd>
          <span>
            Batch {batch.id} ({counted(batch.size, ['payment', 'payments'])}) by {batch.createdBy}{' '}
            with {WALLET_NAMES[batch.walletKind]}, <At iso={batch.createdAt} />
          </span>
        </dd>
      </Facts>
    </Section>
  );
}

function TransactionSection({ payment }: { payment: PaymentDetail }) {
  const { transaction } = payment;
  return (
    <Section id="payment-transaction" title="Transaction on the ledger">
      {transaction ? (
        <Stack $gap="0.75rem">
          <Row $gap="0.5rem 0.75rem">
            <Address>{transaction.hash}</Address>
            <a href={transaction.explorerUrl} target="_blank" rel="noreferrer">
              View on the explorer
            </a>
          </Row>
          {transaction.facts && (
            <Muted>
              Validated in ledger {formatCount(transaction.facts.ledgerIndex)}
              {transaction.facts.closeTime && (
                <>
                  , <At iso={transaction.facts.closeTime} />
                </>
              )}
              ; checked <At iso={transaction.facts.checkedAt} />.
            </Muted>
          )}
          {transaction.checks.length > 0 && (
            <TableScroll>
              <CardTable aria-label="Ledger checks">
                <thead>
                  <tr>
                    <th>Check</th>
                    <th>Expected</th>
                    <th>On the ledger</th>
                    <th>Result</th>
                  </tr>
                </thead>
                <tbody>
                  {transaction.checks.map((check) => (
                    <tr key={check.name}>
                      <td data-label="Check">{check.name}</td>
                      <td data-label="Expected">
                        <Address>{check.expected}</Address>
                      </td>
                      <td data-label="On the ledger">
                        {check.actual === null ? (
                          <Muted as="span">—</Muted>
                        ) : (
                          <Address>{check.actual}</Address>
                        )}
                      </td>
                      <td data-label="Result">
                        <Check $ok={check.ok} aria-hidden="true">
                          {check.ok ? '✓' : '✗'}
                        </Check>
                        <VisuallyHidden>{check.ok ? 'Passed' : 'Failed'}</VisuallyHidden>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </CardTable>
            </TableScroll>
          )}
        </Stack>
      ) : (
        <Muted>
          No transaction is recorded for this payment
          {payment.status === 'failed' ? '.' : ' yet: Glow records it once the ledger shows it.'}
        </Muted>
      )}
    </Section>
  );
}

function HistorySection({ payment }: { payment: PaymentDetail }) {
  return (
    <Section id="payment-history" title="History">
      <Entries>
        {payment.history.map((entry, index) => (
          <li key={index}>
            {PAYMENT_STATUS_NAMES[entry.status]} · <At iso={entry.at} /> ·{' '}
            {entry.by ?? 'Glow, checking the ledger'}
            {entry.reason && <> — {entry.reason}</>}
          </li>
        ))}
      </Entries>
      {payment.otherAttempts.length > 0 && (
        <Stack $gap="0.4rem">
          <Muted>Other payments of this grant:</Muted>
          <Entries>
            {payment.otherAttempts.map((attempt) => (
              <li key={attempt.id}>
                <Link to={paymentPath(attempt.id)}>Payment {attempt.id}</Link> ·{' '}
                {PAYMENT_STATUS_NAMES[attempt.status]} · <At iso={attempt.at} />
              </li>
            ))}
          </Entries>
        </Stack>
      )}
    </Section>
  );
}

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
      <Page label={`Payment ${data.id}`}>
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
