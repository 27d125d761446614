import type { ReviewFlag } from '@glow/shared-api';
import { REVIEW_FLAG_NAMES } from '@glow/shared-api';
import { Badge, Row, type Tone } from '@glow/shared-ui';

const TONES: Record<ReviewFlag, Tone> = {
  fewerThanThree: 'neutral',
  split: 'warning',
  declineAmongLarge: 'info',
};

/** What the review flags on a nomination: "Fewer than 3 assessments", "Split: …", … */
export function ReviewFlags({ flags }: { flags: readonly ReviewFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <Row $gap="0.3rem">
      {flags.map((flag) => (
        <Badge key={flag} $tone={TONES[flag]}>
          {REVIEW_FLAG_NAMES[flag]}
        </Badge>
      ))}
    </Row>
  );
}
