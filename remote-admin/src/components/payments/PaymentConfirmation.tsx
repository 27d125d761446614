import type { GrantRow } from '@glow/contract';
import type { WalletKind } from '@glow/shared-api';
import { Alert, Button, Dialog, Muted, Row, Stack, Table } from '@glow/shared-ui';
import { counted, formatDrops } from '@glow/shared-ui/pages';
import { isCancelled, WALLET_NAMES, walletFailureMessage } from '@glow/shared-wallet';
import { useState } from 'react';
import styled from 'styled-components';
import { Address } from './ProgrammeWalletPanel';
import { sumDrops } from './grantSelection';
import { signsAllAtOnce } from './programmeWallet';

const Amount = styled.td`
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Actions = styled(Row)`
  justify-content: flex-end;
`;

const TotalRow = styled.tr`
  th,
  td {
    font-weight: 700;
    border-bottom: 0;
  }
`;

/** "GemWallet will ask you to approve the 3 payments at once." */
function howItSigns(wallet: WalletKind, payments: number): string {
  const name = WALLET_NAMES[wallet];
  if (payments === 1) return `${name} will ask you to approve the payment.`;
  return signsAllAtOnce(wallet)
    ? `${name} will ask you to approve the ${payments} payments at once.`
    : `${name} will ask you to approve each of the ${payments} payments, one after the other.`;
}

/**
 * Before anything is signed: each recipient with their full address and amount, the total, the
 * programme's address they are paid from and how the wallet signs. Confirming creates the batch;
 * the refusal of the API, or of a wallet on another network, is shown here.
 */
export function PaymentConfirmation({
  grants,
  programmeAddress,
  wallet,
  onConfirm,
  onCancel,
}: {
  grants: readonly GrantRow[];
  programmeAddress: string;
  wallet: WalletKind;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
    } catch (failure) {
      // Cancelled from the header: nothing to say.
      if (!isCancelled(failure)) setRefusal(walletFailureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={`Pay ${counted(grants.length, ['grant', 'grants'])}`}
      onClose={() => !busy && onCancel()}
    >
      <Stack $gap="0.75rem">
        <Muted>
          From the programme&apos;s wallet <Address>{programmeAddress}</Address>
        </Muted>
        <Table aria-label="Payments to sign">
          <thead>
            <tr>
              <th>Recipient</th>
              <th>Amount</th>
            </tr>
          </thead>
          <tbody>
            {grants.map((grant) => (
              <tr key={grant.id}>
                <td>
                  <Stack $gap="0.1rem">
                    <span>{grant.contributor.name}</span>
                    <Address>{grant.destination}</Address>
                  </Stack>
                </td>
                <Amount>{formatDrops(grant.amountDrops)}</Amount>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <TotalRow>
              <th scope="row">Total</th>
              <Amount>{formatDrops(sumDrops(grants))}</Amount>
            </TotalRow>
          </tfoot>
        </Table>
        <Muted>{howItSigns(wallet, grants.length)}</Muted>
        {refusal && (
          <Alert tone="danger">
            <p>{refusal}</p>
          </Alert>
        )}
        <Actions>
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={busy} aria-busy={busy}>
            {busy ? 'Creating the payments…' : `Sign with ${WALLET_NAMES[wallet]}`}
          </Button>
        </Actions>
      </Stack>
    </Dialog>
  );
}
