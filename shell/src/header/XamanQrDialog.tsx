import { Button, Dialog, Muted } from '@glow/shared-ui';
import { useWallet, type PendingWalletRequest } from '@glow/shared-wallet';
import styled from 'styled-components';

const Code = styled.img`
  display: block;
  width: min(280px, 100%);
  aspect-ratio: 1;
  margin: 1rem auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 0.5rem;
`;

const SCAN_PURPOSE: Record<PendingWalletRequest['purpose'], string> = {
  connect: 'to connect',
  transaction: 'to sign the transaction',
  proof: 'to prove you own this wallet',
};

/**
 * "Scan QR Code with Xaman" (desktop only: a phone opens the Xaman link instead): shown while a
 * Xaman request waits for a scan. Cancel ends the attempt.
 */
export function XamanQrDialog() {
  const { pending, cancel } = useWallet();
  if (pending?.kind !== 'xaman' || !pending.qrCode) return null;
  return (
    <Dialog title="Scan QR Code with Xaman" onClose={cancel}>
      <Code src={pending.qrCode} alt="QR code for Xaman" />
      <Muted>
        Open your Xaman wallet app and scan this QR code {SCAN_PURPOSE[pending.purpose]}
      </Muted>
      <Actions>
        <Button $variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
}
