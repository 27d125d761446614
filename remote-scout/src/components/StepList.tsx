import { Link } from '@glow/shared-ui';
import styled from 'styled-components';
import { NOMINATION_STEPS, stepPath, type NominationStep } from './steps';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: flex;
    align-items: center;
    gap: 0.4rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li::before {
    content: counter(step);
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
  li[data-done='true']::before {
    background: ${({ theme }) => theme.colors.primary[50]};
    border-color: ${({ theme }) => theme.colors.primary[300]};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  li[aria-current='step']::before {
    color: #fff;
    background: ${({ theme }) => theme.colors.primary[600]};
    border-color: ${({ theme }) => theme.colors.primary[600]};
  }
`;

/**
 * The five steps at the top of the flow: where the scout is (aria-current), and links back to the
 * steps done (and to the first one not done yet).
 */
export function StepList({
  current,
  reachable,
}: {
  current: NominationStep;
  /** The steps the scout may open: those done and the first not done. */
  reachable: readonly NominationStep[];
}) {
  const currentIndex = NOMINATION_STEPS.findIndex(({ step }) => step === current);
  return (
    <nav aria-label="Steps of the nomination">
      <List>
        {NOMINATION_STEPS.map(({ step, title }, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            data-done={index < currentIndex}
          >
            {step !== current && reachable.includes(step) ? (
              <Link to={stepPath(step)}>{title}</Link>
            ) : (
              title
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
