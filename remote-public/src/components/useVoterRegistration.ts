import { isGlowApiError, type GlowApiError } from '@glow/shared-api';
import { showToast } from '@glow/shared-ui';
import {
  isCancelled,
  usePublicConfigQuery,
  useWallet,
  walletFailureMessage,
} from '@glow/shared-wallet';
import { useState } from 'react';
import { useRegisterVoterMutation } from '../api';

/** Where a registration is: the wallet signs the payment, the API checks it on the ledger, done. */
export type RegistrationStep = 'ready' | 'signing' | 'confirming' | 'registered';

const ALREADY_REGISTERED = 'voter already registered';

/**
 * Whether the payment may still be confirmed: no answer, a server failure, too many attempts, a
 * registration of this wallet being checked already (another tab), or the ledger had not
 * validated it yet. Any other refusal (wrong payment, failed transaction) needs a new payment.
 */
function mayConfirmLater(error: GlowApiError): boolean {
  return (
    error.status === 0 ||
    error.status === 429 ||
    error.status >= 500 ||
    /not validated in time|transaction not found|already being checked/.test(error.message)
  );
}

/**
 * Registering the connected wallet as a voter, which a vote needs: the wallet signs and
 * submits a payment of the configured drops to the verification address, then the API checks
 * that payment on the ledger and records the voter. A payment made but not yet confirmed is kept
 * and checked again on the next try instead of being paid twice.
 */
export function useVoterRegistration() {
  const { address, wallet, signAndSubmit } = useWallet();
  // The payment's terms matter only once a wallet is connected.
  const config = usePublicConfigQuery(undefined, { skip: !address });
  const [registerVoter] = useRegisterVoterMutation();
  // The registration under way or done, and its failure, belong to the wallet they were for.
  const [flow, setFlow] = useState<{ address: string | null; step: RegistrationStep }>({
    address: null,
    step: 'ready',
  });
  const [failure, setFailureOf] = useState<{ address: string; message: string } | null>(null);
  const step = flow.address === address ? flow.step : 'ready';
  /** A payment made for an address, kept until the API has confirmed it. */
  const [payment, setPayment] = useState<{ address: string; hash: string } | null>(null);
  const unconfirmedHash = payment?.address === address ? payment.hash : null;

  async function register() {
    const registration = config.data?.voterRegistration;
    if (!address || !registration || step === 'signing' || step === 'confirming') return;
    const setStep = (next: RegistrationStep) => setFlow({ address, step: next });
    const setFailure = (message: string) => setFailureOf({ address, message });
    setFailureOf(null);
    let hash = unconfirmedHash;
    try {
      if (!hash) {
        setStep('signing');
        hash = await signAndSubmit({
          TransactionType: 'Payment',
          Account: address,
          Destination: registration.destination,
          Amount: registration.amountDrops,
        });
        setPayment({ address, hash });
      }
      setStep('confirming');
      const answer = await registerVoter({ transactionHash: hash }).unwrap();
      setPayment(null);
      setStep('registered');
      showToast({ title: 'Registered to vote', message: answer.message, tone: 'success' });
    } catch (error) {
      setStep('ready');
      if (isCancelled(error)) {
        setFailure('The payment was cancelled. Nothing was paid.');
      } else if (isGlowApiError(error)) {
        if (!mayConfirmLater(error)) setPayment(null);
        // Registered meanwhile (another tab): the voter status, loaded again, hides the panel.
        if (error.message === ALREADY_REGISTERED) {
          showToast({ title: 'Already registered', message: error.message, tone: 'info' });
        } else {
          setFailure(error.message);
        }
      } else {
        setFailure(walletFailureMessage(error));
      }
    }
  }

  return {
    step,
    failure: failure?.address === address ? failure.message : null,
    register,
    wallet,
    /** The registration payment's terms, once the configuration has loaded. */
    terms: config.data?.voterRegistration ?? null,
    configError: config.error,
    refetchConfig: config.refetch,
    /** A payment made but not confirmed yet: the next try checks it instead of paying again. */
    unconfirmedHash,
  };
}

export type VoterRegistration = ReturnType<typeof useVoterRegistration>;
