import {
  APPLICATION_STEP_NAMES,
  type ApplicationStep,
  type StepState,
  type StepView,
} from '@glow/shared-api';
import { Link } from '@glow/shared-ui';
import styled from 'styled-components';
import { STEP_PATHS } from './stepPaths';

/**
 * A step's state in words: the stepper never says it with colour alone. KYC depends on the
 * grant's size: until the size is decided, whether it is needed is not known.
 */
export function stepStateName(step: ApplicationStep, state: StepState, sizeDecided = true): string {
  if (state === 'current') return step === 'review' ? 'With the admins' : 'Next';
  if (state === 'failed') return step === 'eligibility' ? 'Not eligible' : 'Rejected';
  if (state === 'notNeeded' && step === 'kyc' && !sizeDecided) return 'Not known yet';
  return { done: 'Done', locked: 'Locked', notNeeded: 'Not needed' }[state];
}

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    padding: 0.5rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li::before {
    content: counter(step);
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.gray[300]};
    font-size: 0.85rem;
    font-weight: 600;
  }
  li[data-state='done'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li[data-state='done']::before {
    content: '✓';
    background: ${({ theme }) => theme.colors.primary[50]};
    border-color: ${({ theme }) => theme.colors.primary[300]};
  }
  li[data-state='current'] {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.primary[500]};
    font-weight: 600;
  }
  li[data-state='current']::before {
    color: #fff;
    background: ${({ theme }) => theme.colors.primary[600]};
    border-color: ${({ theme }) => theme.colors.primary[600]};
  }
  li[data-state='failed'] {
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const StepText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  small {
    font-weight: 400;
    font-size: 0.8rem;
  }
`;

/**
 * The steps of an application with each one's state as text ("Done", "Next", "Locked"); the
 * current one is marked for assistive technology (aria-current) and links to its page.
 */
export function Stepper({
  steps,
  sizeDecided = true,
}: {
  steps: readonly StepView[];
  /** The grant's size is decided (the cohort's distribution is approved). */
  sizeDecided?: boolean;
}) {
  return (
    <nav aria-label="Steps of your application">
      <List>
        {steps.map(({ step, state }) => {
          const path = STEP_PATHS[step];
          const name = APPLICATION_STEP_NAMES[step];
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <StepText>
                {state !== 'locked' && path && step !== 'kyc' ? (
                  <Link to={path}>{name}</Link>
                ) : (
                  name
                )}
                <small>{stepStateName(step, state, sizeDecided)}</small>
              </StepText>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
