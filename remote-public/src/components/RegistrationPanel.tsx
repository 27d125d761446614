import { Alert, Button, Card, LoadFailure, Muted, Stack, VisuallyHidden } from '@glow/shared-ui';
import { WALLET_NAMES } from '@glow/shared-wallet';
import { useId, type Ref } from 'react';
import styled, { css } from 'styled-components';
import type { RegistrationStep, VoterRegistration } from './useVoterRegistration';

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    dd + dt {
      margin-top: 0.35rem;
    }
  }
`;

type StepState = 'done' | 'current' | 'todo';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  span[aria-hidden] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 50%;
    font-size: 0.85rem;
    font-weight: 700;
    ${({ theme, $state }) =>
      $state === 'done'
        ? css`
            color: #fff;
            background: ${theme.colors.success};
          `
        : $state === 'current'
          ? css`
              color: #fff;
              background: ${theme.colors.primary[600]};
              box-shadow: 0 0 0 4px ${theme.colors.primary[100]};
            `
          : css`
              color: ${theme.colors.gray[600]};
              background: ${theme.colors.gray[100]};
              border: 1px solid ${theme.colors.gray[300]};
            `}
  }
`;

type ShownStep = Exclude<RegistrationStep, 'ready'>;
const ORDER: readonly ShownStep[] = ['signing', 'confirming', 'registered'];

function stateOf(step: ShownStep, current: RegistrationStep): StepState {
  if (current === 'ready') return 'todo';
  if (current === 'registered') return 'done';
  const index = ORDER.indexOf(step);
  const currentIndex = ORDER.indexOf(current);
  return index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
}

/** "1 drop", "10 drops". */
function dropsText(drops: string): string {
  return `${drops} drop${drops === '1' ? '' : 's'}`;
}

function dropsInXrp(drops: string): string {
  return (Number(drops) / 1_000_000).toLocaleString(undefined, { maximumFractionDigits: 6 });
}

/**
 * "Register to vote": what the one-time payment is, the steps of the registration as they
 * happen (signing in the wallet, the ledger validating it, registered), errors, and the button.
 */
export function RegistrationPanel({
  registration,
  registerButtonRef,
}: {
  registration: VoterRegistration;
  /** The Register button, for a page to move the focus to. */
  registerButtonRef?: Ref<HTMLButtonElement>;
}) {
  const titleId = useId();
  const { step, failure, register, wallet, terms, unconfirmedHash } = registration;
  const walletName = wallet ? WALLET_NAMES[wallet] : 'your wallet';
  const busy = step === 'signing' || step === 'confirming';
  const stepText: Record<ShownStep, string> = {
    signing: `Sign the payment in ${walletName}`,
    confirming: 'Wait for the ledger to validate it',
    registered: 'Registered',
  };

  let action;
  if (step === 'registered') {
    action = (
      <Alert tone="success">
        <p>
          <strong>You are registered.</strong> Your votes count, in this cohort and the next.
        </p>
      </Alert>
    );
  } else {
    const label =
      step === 'signing'
        ? `Waiting for ${walletName}…`
        : step === 'confirming'
          ? 'Checking the payment on the ledger…'
          : unconfirmedHash
            ? 'Check the payment again'
            : failure
              ? 'Try again'
              : 'Register';
    action = (
      <div>
        <Button
          ref={registerButtonRef}
          onClick={() => void register()}
          disabled={!terms}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {label}
        </Button>
      </div>
    );
  }

  return (
    <Card aria-labelledby={titleId}>
      <Stack>
        <Title id={titleId}>Register to vote</Title>
        <Muted>
          Before your first vote, register your wallet once. Registering is a payment of{' '}
          {terms ? dropsText(terms.amountDrops) : 'one drop'} of XRP from your wallet to Glow&apos;s
          verification address: the ledger then shows that you hold this address. It counts for
          every cohort. Your wallet adds the network fee.
        </Muted>
        {registration.configError ? (
          <LoadFailure error={registration.configError} onRetry={registration.refetchConfig} />
        ) : (
          terms && (
            <Terms>
              <dt>Verification address</dt>
              <dd>
                <code>{terms.destination}</code>
              </dd>
              <dt>Amount</dt>
              <dd>
                {dropsText(terms.amountDrops)} ({dropsInXrp(terms.amountDrops)} XRP)
              </dd>
            </Terms>
          )
        )}
        <Steps aria-label="Registration steps">
          {ORDER.map((entry, index) => {
            const state = stateOf(entry, step);
            return (
              <Step
                key={entry}
                $state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span aria-hidden="true">{state === 'done' ? '✓' : index + 1}</span>
                {stepText[entry]}
                {state === 'done' && entry !== 'registered' && (
                  <VisuallyHidden> (done)</VisuallyHidden>
                )}
              </Step>
            );
          })}
        </Steps>
        {failure && (
          <Alert tone="danger">
            <p>{failure}</p>
            {unconfirmedHash && (
              <p>
                Your payment was sent (<code>{unconfirmedHash.slice(0, 10)}…</code>); the next try
                checks it again instead of paying twice.
              </p>
            )}
          </Alert>
        )}
        {action}
      </Stack>
    </Card>
  );
}
