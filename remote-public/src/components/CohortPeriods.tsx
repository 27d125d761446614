import type { CohortPeriod } from '@glow/shared-api';
import { Muted } from '@glow/shared-ui';
import styled from 'styled-components';
import { PERIODS } from './periods';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
  padding: 0;
  margin: 0;
  list-style: none;
  counter-reset: period;
`;

const Step = styled.li<{ $current: boolean }>`
  counter-increment: period;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary[400] : theme.colors.border)};
  background: ${({ theme, $current }) =>
    $current ? theme.colors.primary[50] : theme.colors.surface};
  box-shadow: ${({ theme, $current }) =>
    $current ? `0 0 0 3px ${theme.colors.primary[100]}` : 'none'};
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin: 0;
    font-size: 1.05rem;
  }
  h3::before {
    content: counter(period) '. ';
    color: ${({ theme }) => theme.colors.primary[600]};
    margin-right: -0.25rem;
  }
  h3 span:first-child {
    margin-right: auto;
  }
`;

const Now = styled.span`
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: #fff;
  background: ${({ theme }) => theme.colors.primary[600]};
`;

/**
 * Nomination → voting → assessment → distribution, with the period `current` (the active
 * cohort's) marked as the current step.
 */
export function CohortPeriods({ current }: { current: CohortPeriod | null }) {
  return (
    <Steps aria-label="The periods of a cohort">
      {PERIODS.map(({ period, name, text }) => {
        const isCurrent = period === current;
        return (
          <Step key={period} $current={isCurrent} aria-current={isCurrent ? 'step' : undefined}>
            <h3>
              <span>{name}</span>
              {isCurrent && <Now>Now</Now>}
            </h3>
            <Muted>{text}</Muted>
          </Step>
        );
      })}
    </Steps>
  );
}
