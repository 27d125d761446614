import type { RegisteredWallet, WalletRegistered } from '@glow/contract';
import { Alert, Button, ButtonLink, Muted, Page, Row, showToast } from '@glow/shared-ui';
import { asSentence, formatDate, Section } from '@glow/shared-ui/pages';
import {
  isCancelled,
  useWallet,
  walletFailureMessage,
  WALLET_NAMES,
  type OwnershipProof,
} from '@glow/shared-wallet';
import { useState } from 'react';
import {
  useRegisterWalletMutation,
  useRegisterXamanWalletMutation,
  useWalletRegistrationChallengeMutation,
  useWalletRegistrationXamanPayloadMutation,
} from '../api';
import { FullAddress } from '../components/FullAddress';
import { StepGate } from '../components/StepGate';
import { paths } from '../paths';

/** Signs the proof with the header's wallet and registers the address; answers the API's word. */
function useWalletProof() {
  const { proveOwnership } = useWallet();
  const [challenge] = useWalletRegistrationChallengeMutation();
  const [xamanPayload] = useWalletRegistrationXamanPayloadMutation();
  const [registerWallet] = useRegisterWalletMutation();
  const [registerXamanWallet] = useRegisterXamanWalletMutation();

  return async () => {
    const proof: OwnershipProof = await proveOwnership({
      challenge: (request) => challenge(request).unwrap(),
      xamanPayload: () => xamanPayload().unwrap(),
    });
    return proof.kind === 'xaman'
      ? registerXamanWallet({ payloadId: proof.payloadId, secret: proof.secret }).unwrap()
      : registerWallet(proof).unwrap();
  };
}

/** The wallet registered for payment, in full. */
function Registered({ wallet }: { wallet: RegisteredWallet }) {
  return (
    <Section id="registered-wallet" title="Registered wallet">
      <FullAddress aria-label="Registered address">{wallet.address}</FullAddress>
      <Muted>
        {WALLET_NAMES[wallet.kind]} · registered for Glow funding on{' '}
        {formatDate(wallet.registeredAt)}
      </Muted>
    </Section>
  );
}

/** An exchange's deposit address cannot receive a grant: said before any wallet is proven. */
function ExchangeWarning() {
  return (
    <Alert tone="warning">
      <p>
        <strong>Not an exchange&apos;s deposit address.</strong> An exchange credits a deposit by
        its destination tag, which a grant payment does not carry: a grant sent there may never
        reach you. Register a wallet you hold the keys of.
      </p>
    </Alert>
  );
}

/** The grant was paid to the registered wallet: nothing is left to connect on this page. */
function PaidNote({ cohortName }: { cohortName: string }) {
  return (
    <Section id="wallet-paid" title="Your grant is paid">
      <p>
        Your grant for {cohortName} was paid to your registered wallet. Nothing is left to do here;
        a later nomination asks for your wallet again if it should change.
      </p>
      <Row>
        <ButtonLink to={paths.applications} $variant="secondary">
          Back to your applications
        </ButtonLink>
      </Row>
    </Section>
  );
}

/**
 * The header's wallet session, then a proof: the connected address in full for the contributor
 * to check, and "Prove I own this wallet", which has the wallet sign a fresh registration
 * challenge (not a sign-in). Once proven, "Wallet registered for Glow funding" and the address
 * stay on the page (the toast goes away) until the contributor leaves it. A registered wallet can
 * be replaced by another, with a new proof.
 */
function WalletProof({
  registered,
  detailsOpen,
}: {
  registered: RegisteredWallet | null;
  /** The next step (the details) may be taken. */
  detailsOpen: boolean;
}) {
  const { address, wallet, isConnected, pending, requestConnect } = useWallet();
  const prove = useWalletProof();
  const [failure, setFailure] = useState<string | null>(null);
  // The API's word and the address it registered, shown until the contributor leaves the page.
  const [registeredNow, setRegisteredNow] = useState<WalletRegistered | null>(null);
  const proving = pending?.purpose === 'proof';
  const connecting = pending?.purpose === 'connect';
  const justRegistered = registeredNow !== null && registeredNow.address === address;
  const isRegistered = justRegistered || (registered !== null && registered.address === address);

  async function submit() {
    setFailure(null);
    setRegisteredNow(null);
    try {
      const outcome = await prove();
      showToast({ title: asSentence(outcome.message), message: outcome.address, tone: 'success' });
      setRegisteredNow(outcome);
    } catch (error) {
      if (!isCancelled(error)) setFailure(walletFailureMessage(error));
    }
  }

  const success = registeredNow && (
    <Alert tone="success">
      <p>
        <strong>{asSentence(registeredNow.message)}</strong>
      </p>
      <FullAddress>{registeredNow.address}</FullAddress>
    </Alert>
  );

  if (!isConnected || !address || !wallet)
    return (
      <Section id="connect-wallet" title="Connect your wallet">
        {success}
        <p>
          Connect the wallet your grant should be paid to (Xaman, GemWallet or Crossmark). Your
          wallet will then ask you to sign once more, to prove that you own it.
        </p>
        <ExchangeWarning />
        <Row>
          <Button onClick={requestConnect} disabled={connecting} aria-busy={connecting}>
            {connecting ? 'Connecting…' : 'Connect Wallet'}
          </Button>
        </Row>
      </Section>
    );

  return (
    <Section id="connected-wallet" title="Your connected wallet">
      <FullAddress aria-label="Connected address">{address}</FullAddress>
      <Muted>Connected with {WALLET_NAMES[wallet]}.</Muted>
      {failure && (
        <Alert tone="danger">
          <p>{failure}</p>
        </Alert>
      )}
      {success}
      {isRegistered ? (
        !justRegistered && (
          <Alert tone="success">
            <p>This wallet is registered for Glow funding.</p>
          </Alert>
        )
      ) : (
        <>
          {registered ? (
            <p>
              This is not your registered wallet. Register the connected one instead? An application
              you submitted then comes back to you: confirm the new address in the grant agreement,
              and the admins approve it again before a grant is paid to it. Grants already paid are
              not affected; the change is recorded and emailed to you.
            </p>
          ) : (
            <p>Is this the address your grant should be paid to? Check every character.</p>
          )}
          <ExchangeWarning />
          <Muted>
            Your wallet will ask you to sign once more, to prove you own it for payment. This is not
            a sign-in and moves no funds.
          </Muted>
          <Row>
            <Button onClick={submit} disabled={proving} aria-busy={proving}>
              {proving ? 'Waiting for your wallet…' : 'Prove I own this wallet'}
            </Button>
            <Button $variant="secondary" onClick={requestConnect} disabled={proving}>
              Connect another wallet
            </Button>
          </Row>
        </>
      )}
      {isRegistered && detailsOpen && (
        <Row>
          <ButtonLink to={paths.detailsSubmission}>Continue to your application details</ButtonLink>
        </Row>
      )}
    </Section>
  );
}

/**
 * The wallet step: the registered wallet (if any) and the proof of the connected one; once the
 * grant is paid, only the wallet it was paid to.
 */
export default function WalletRegistration() {
  return (
    <Page>
      <StepGate step="wallet">
        {({ application, wallet }) => (
          <>
            {wallet && <Registered wallet={wallet} />}
            {application.grant?.payment ? (
              <PaidNote cohortName={application.cohort.name} />
            ) : (
              <WalletProof
                registered={wallet}
                detailsOpen={application.progress.steps.some(
                  ({ step, state }) => step === 'details' && state !== 'locked',
                )}
              />
            )}
          </>
        )}
      </StepGate>
    </Page>
  );
}
