import { formatDate } from '@glow/shared-ui/pages';
import type { CohortDetail } from '@glow/contract';
import { COHORT_PERIOD_NAMES, CYCLE_PERIODS, type CohortPeriod } from '@glow/shared-api';
import styled from 'styled-components';

const Steps = styled.ol<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 0.5rem;
  padding: 0;
  margin: 0;
  list-style: none;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const Step = styled.li<{ $state: 'past' | 'current' | 'future' }>`
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  padding: 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $state }) =>
      $state === 'current' ? theme.colors.primary[400] : theme.colors.border};
  border-top: 4px solid
    ${({ theme, $state }) =>
      $state === 'future' ? theme.colors.gray[200] : theme.colors.primary[600]};
  background: ${({ theme, $state }) =>
    $state === 'current' ? theme.colors.primary[50] : theme.colors.surface};
  strong {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Now = styled.em`
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  font-size: 0.7rem;
  font-style: normal;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: #fff;
  background: ${({ theme }) => theme.colors.primary[600]};
`;

/** What a period's day is called: "Began 1 Oct", "Closed 31 Jul", "Cancelled 2 Nov". */
const BEGAN_WORDS: Partial<Record<CohortPeriod, string>> = {
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/**
 * A cohort's periods in order, each with the day it began ("Not yet" for those ahead), the
 * current one marked: in a row on a wide screen, one above the other on a phone. A cancelled
 * cohort shows the periods it reached, then its cancellation.
 */
export function PeriodTimeline({
  cohort,
}: {
  cohort: Pick<CohortDetail, 'name' | 'period' | 'periods'>;
}) {
  const began = new Map(cohort.periods.map(({ period, beganAt }) => [period, beganAt]));
  const shown: CohortPeriod[] =
    cohort.period === 'cancelled'
      ? [...CYCLE_PERIODS.filter((period) => began.has(period)), 'cancelled']
      : [...CYCLE_PERIODS];
  const currentIndex = shown.indexOf(cohort.period);
  return (
    <Steps aria-label={`Periods of ${cohort.name}`} $count={shown.length}>
      {shown.map((period, index) => {
        const beganAt = began.get(period);
        const state = index < currentIndex ? 'past' : index === currentIndex ? 'current' : 'future';
        return (
          <Step key={period} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <strong>
              {COHORT_PERIOD_NAMES[period]}
              {state === 'current' && <Now>Now</Now>}
            </strong>
            <span>
              {beganAt ? (
                <>
                  {BEGAN_WORDS[period] ?? 'Began'}{' '}
                  <time dateTime={beganAt}>{formatDate(beganAt)}</time>
                </>
              ) : (
                'Not yet'
              )}
            </span>
          </Step>
        );
      })}
    </Steps>
  );
}
