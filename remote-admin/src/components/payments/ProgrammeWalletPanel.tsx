import { Alert, Button, Muted, Row, showToast, Stack } from '@glow/shared-ui';
import { useWallet, WALLET_NAMES } from '@glow/shared-wallet';
import styled from 'styled-components';
import type { ProgrammeFunds } from '@glow/contract';
import { ProgrammeFundsFacts } from './ProgrammeFundsFacts';
import { signsAllAtOnce, type ProgrammeWallet } from './programmeWallet';

/** An XRPL address in full, never cut: the admin compares it character by character. */
export const Address = styled.code`
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;

async function copyAddress(address: string) {
  try {
    await navigator.clipboard.writeText(address);
    showToast({ title: 'Address copied', message: address, tone: 'success' });
  } catch {
    showToast({ title: 'The address could not be copied', message: address, tone: 'error' });
  }
}

/**
 * The programme's wallet: its address in full, its funds on the ledger, and the header's wallet session seen from this
 * page (connect it, a wrong wallet to disconnect, or how the connected wallet signs and a
 * disconnect to pay with another kind of wallet).
 */
export function ProgrammeWalletPanel({
  programmeAddress,
  programmeFunds,
  programmeWallet,
  refusalId,
  batchRunning,
}: {
  programmeAddress: string;
  /** Its funds on the ledger; null when the node did not answer. */
  programmeFunds: ProgrammeFunds | null;
  programmeWallet: ProgrammeWallet;
  /** The id of the sentence saying why Pay is refused, which the Pay button points to. */
  refusalId: string;
  /** A batch is being signed with the wallet: it stays connected until the batch ends. */
  batchRunning: boolean;
}) {
  const { requestConnect, disconnect } = useWallet();
  return (
    <Stack $gap="0.75rem">
      <Row $gap="0.5rem 0.75rem">
        <Muted as="span">Grants are paid from the programme&apos;s wallet</Muted>
        <Address>{programmeAddress}</Address>
        <Button $variant="ghost" onClick={() => copyAddress(programmeAddress)}>
          Copy
        </Button>
      </Row>
      <ProgrammeFundsFacts funds={programmeFunds} />
      {programmeWallet.status === 'disconnected' && (
        <Row>
          <Button onClick={() => requestConnect()}>Connect the programme&apos;s wallet</Button>
          <Muted as="span" id={refusalId}>
            {programmeWallet.refusal}
          </Muted>
        </Row>
      )}
      {programmeWallet.status === 'otherWallet' && (
        <Alert tone="warning">
          <p id={refusalId}>{programmeWallet.refusal}</p>
          <p>
            <Button $variant="secondary" onClick={() => disconnect()}>
              Disconnect
            </Button>
          </p>
        </Alert>
      )}
      {programmeWallet.status === 'connected' && (
        <>
          <Alert tone="success">
            <p>
              Connected with {WALLET_NAMES[programmeWallet.kind]}:{' '}
              {signsAllAtOnce(programmeWallet.kind)
                ? 'the payments of a batch are signed all at once.'
                : 'the payments of a batch are signed one at a time.'}
            </p>
          </Alert>
          <Row>
            <Button $variant="secondary" onClick={() => disconnect()} disabled={batchRunning}>
              Disconnect
            </Button>
          </Row>
        </>
      )}
    </Stack>
  );
}
