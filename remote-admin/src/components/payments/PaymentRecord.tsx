import type { PaymentDetail } from '@glow/contract';
import { GRANT_SIZE_NAMES } from '@glow/shared-api';
import { PAYMENT_STATUS_NAMES } from '@glow/contract/domain/payments';
import { Link, Muted, Row, Stack, TableScroll, VisuallyHidden } from '@glow/shared-ui';
import {
  CardTable,
  counted,
  formatCount,
  formatDateTime,
  formatDrops,
  Section,
} from '@glow/shared-ui/pages';
import { WALLET_NAMES } from '@glow/shared-wallet';
import styled from 'styled-components';
import { applicationPath, nominationPath, paymentPath, paymentsPath } from '../../paths';
import { Facts } from '../Facts';
import { GrantStateBadge } from './GrantStateBadge';
import { Address } from './ProgrammeWalletPanel';

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

/**
 * The grant paid: whose (a link to the application), the nomination it pays for, its cohort, size
 * and amount.
 */
export function GrantSection({ payment }: { payment: PaymentDetail }) {
  const { grant, recipient, cohort } = payment;
  return (
    <Section id="payment-grant" title="Grant">
      <Facts>
        <dt>Contributor</dt>
        <dd>
          <Link to={applicationPath(grant.applicationId)}>{recipient.name}</Link>
        </dd>
        <dt>Nomination</dt>
        <dd>
          <Link to={nominationPath(grant.nominationId)}>Nomination of {recipient.name}</Link>
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

/** What was sent: to and from which address, the memo, until which ledger, in which batch. */
export function PaymentSection({ payment }: { payment: PaymentDetail }) {
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

/** The ledger's transaction, when there is one, and each fact Glow checked against it. */
export function TransactionSection({ payment }: { payment: PaymentDetail }) {
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

/** What happened to the payment, in order, and the grant's other payment attempts. */
export function HistorySection({ payment }: { payment: PaymentDetail }) {
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
