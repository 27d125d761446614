import type { ReviewFlag } from '@glow/shared-api';
import { REVIEW_FLAG_NAMES } from '@glow/shared-api';
import { Badge, Stack, type Tone } from '@glow/shared-ui';
import styled from 'styled-components';

/** A flag's badge may wrap in a narrow column. */
const Flag = styled(Badge)`
  align-self: flex-start;
  white-space: normal;
`;

const TONES: Record<ReviewFlag, Tone> = {
  fewerThanThree: 'neutral',
  split: 'warning',
  declineAmongLarge: 'info',
};

/** What the review flags on a nomination: "Fewer than 3 assessments", "Split: …", … */
export function ReviewFlags({ flags }: { flags: readonly ReviewFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <Stack $gap="0.3rem">
      {flags.map((flag) => (
        <Flag key={flag} $tone={TONES[flag]}>
          {REVIEW_FLAG_NAMES[flag]}
        </Flag>
      ))}
    </Stack>
  );
}
