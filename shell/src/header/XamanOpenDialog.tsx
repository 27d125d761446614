import { Button, Dialog, Muted, Row, Stack } from '@glow/shared-ui';
import { qrCodeOfLink, useWallet, type PendingWalletRequest } from '@glow/shared-wallet';
import { useState } from 'react';
import styled from 'styled-components';

const Code = styled.img`
  display: block;
  width: min(240px, 100%);
  aspect-ratio: 1;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
`;

const OPEN_PURPOSE: Record<PendingWalletRequest['purpose'], string> = {
  connect: 'to connect your wallet',
  transaction: 'to sign the transaction',
  proof: 'to prove you own this wallet',
};

/**
 * "Open Xaman" (a phone): Xaman's link to the request, to tap when the app did not open by itself,
 * and the ways back when it still does not: the QR code, to scan with Xaman on another device, or
 * Back, which ends the attempt. The request is polled meanwhile, so whichever way it is signed,
 * the dialog closes.
 */
export function XamanOpenDialog({ request }: { request: PendingWalletRequest }) {
  const { cancel } = useWallet();
  const [qrCode, setQrCode] = useState<string | null>(null);
  const link = request.xamanLink!;

  return (
    <Dialog title="Open Xaman" onClose={cancel}>
      <Stack $gap="1rem">
        <Muted>
          Xaman opens {OPEN_PURPOSE[request.purpose]}. If it did not open, open it here; then come
          back to this page.
        </Muted>
        <Row>
          <Button as="a" href={link} target="_blank" rel="noreferrer">
            Open Xaman
          </Button>
        </Row>
        {qrCode ? (
          <>
            <Code src={qrCode} alt="QR code for Xaman" />
            <Muted>Scan this QR code with Xaman on another device.</Muted>
          </>
        ) : (
          <Muted>Xaman did not open, or is on another device? Show the QR code to scan.</Muted>
        )}
        <Row>
          {!qrCode && (
            <Button $variant="secondary" onClick={() => void qrCodeOfLink(link).then(setQrCode)}>
              Show the QR code
            </Button>
          )}
          <Button $variant="ghost" onClick={cancel}>
            Back
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
