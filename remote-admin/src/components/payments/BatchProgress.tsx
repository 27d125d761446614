import { Button, Link, Muted, Row, Stack, TableScroll } from '@glow/shared-ui';
import { CardTable, counted, formatDrops, Section } from '@glow/shared-ui/pages';
import { WALLET_NAMES } from '@glow/shared-wallet';
import styled from 'styled-components';
import { paymentPath } from '../../paths';
import { Address } from './ProgrammeWalletPanel';
import { progressText, type PaymentProgress } from './paymentProgress';
import { signsAllAtOnce } from './programmeWallet';
import type { BatchRun } from './usePaymentBatch';

const Outcome = styled.span<{ $step: PaymentProgress['step'] }>`
  font-weight: 600;
  color: ${({ theme, $step }) =>
    $step === 'paid'
      ? theme.colors.success
      : $step === 'failed'
        ? theme.colors.danger
        : theme.colors.text};
`;

function ProgressCell({ progress }: { progress: PaymentProgress }) {
  return (
    <Stack $gap="0.25rem">
      <Outcome $step={progress.step}>{progressText(progress)}</Outcome>
      {progress.step === 'paid' &&
        (progress.explorerUrl ? (
          <a href={progress.explorerUrl} target="_blank" rel="noreferrer">
            <Address>{progress.hash}</Address>
          </a>
        ) : (
          <Address>{progress.hash}</Address>
        ))}
    </Stack>
  );
}

/** How many payments of the batch ended paid, failed or are still under way. */
function summaryOf(run: BatchRun): string {
  const paid = run.rows.filter((row) => row.progress.step === 'paid').length;
  const done = run.rows.filter(({ progress }) => !progress.step.startsWith('waiting')).length;
  const total = counted(run.rows.length, ['payment', 'payments']);
  return run.running
    ? `${done} of ${total} done, ${paid} paid.`
    : `Finished: ${paid} of ${total} paid.`;
}

/**
 * The batch being paid, one row per payment: waiting for the wallet, signed and waiting for the
 * ledger, then paid (with its hash) or failed (with the reason). Announced politely as it moves.
 */
export function BatchProgress({
  run,
  onStop,
  onDismiss,
  onSignNext,
}: {
  run: BatchRun;
  onStop: () => void;
  onDismiss: () => void;
  onSignNext: () => void;
}) {
  return (
    <Section id="payment-batch" title={`Batch ${run.id} with ${WALLET_NAMES[run.wallet]}`}>
      <Muted aria-live="polite">{summaryOf(run)}</Muted>
      <TableScroll>
        <CardTable aria-label={`Payments of batch ${run.id}`}>
          <thead>
            <tr>
              <th>Payment</th>
              <th>Recipient</th>
              <th>Amount</th>
              <th>Progress</th>
            </tr>
          </thead>
          <tbody>
            {run.rows.map(({ payment, progress }) => (
              <tr key={payment.id}>
                <td data-label="Payment">
                  <Link to={paymentPath(payment.id)}>Payment {payment.id}</Link>
                </td>
                <td data-label="Recipient">{payment.contributorName}</td>
                <td data-label="Amount">{formatDrops(payment.amountDrops)}</td>
                <td data-label="Progress">
                  <ProgressCell progress={progress} />
                </td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      </TableScroll>
      <Row>
        {run.awaitingClick && <Button onClick={onSignNext}>Open Xaman for the next payment</Button>}
        {run.running && !signsAllAtOnce(run.wallet) && (
          <Button $variant="secondary" onClick={onStop} disabled={run.stopping}>
            {run.stopping ? 'Stopping after this payment…' : 'Stop after this payment'}
          </Button>
        )}
        {!run.running && (
          <Button $variant="secondary" onClick={onDismiss}>
            Close
          </Button>
        )}
      </Row>
    </Section>
  );
}
