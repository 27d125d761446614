import type { AdminApplicationRow } from '@glow/contract';
import { KYC_STATUS_NAMES, type ApplicationStep, type StepState } from '@glow/shared-api';
import { VisuallyHidden } from '@glow/shared-ui';
import styled from 'styled-components';

/** The steps' names where space is short (the review shows as the application's status). */
const SHORT_NAMES: Partial<Record<ApplicationStep, string>> = {
  account: 'Account',
  terms: 'Terms',
  codeOfConduct: 'CoC',
  eligibility: 'Eligibility',
  wallet: 'Wallet',
  details: 'Details',
};

/** A state as a mark for the eye and a word for screen readers. */
const MARKS: Partial<Record<StepState, { mark: string; word: string }>> = {
  done: { mark: '✓', word: 'done' },
  current: { mark: 'next', word: '' },
  failed: { mark: '✗', word: 'failed' },
};

const Steps = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
`;

const Current = styled.li`
  font-weight: 600;
`;

/**
 * "Terms ✓ CoC ✓ Eligibility ✓ Wallet next · KYC pending": the steps done, the one the
 * contributor takes next or the one they failed, then the KYC when the grant requires one. Locked
 * steps are left out.
 */
export function StepSummary({
  application: { progress, kycStatus },
}: {
  application: Pick<AdminApplicationRow, 'progress' | 'kycStatus'>;
}) {
  const shown = progress.steps.flatMap(({ step, state }) => {
    const name = SHORT_NAMES[step];
    const mark = MARKS[state];
    return name && mark ? [{ step, state, name, mark }] : [];
  });
  return (
    <Steps aria-label="Steps">
      {shown.map(({ step, state, name, mark }) => {
        const Item = state === 'current' ? Current : 'li';
        return (
          <Item key={step}>
            {name} <span aria-hidden={mark.word ? true : undefined}>{mark.mark}</span>
            {mark.word && <VisuallyHidden>{mark.word}</VisuallyHidden>}
          </Item>
        );
      })}
      {kycStatus && <li>KYC {KYC_STATUS_NAMES[kycStatus].toLowerCase()}</li>}
    </Steps>
  );
}
