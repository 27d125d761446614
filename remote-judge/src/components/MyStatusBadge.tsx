import type { EvaluationRow } from '@glow/contract';
import { Badge } from '@glow/shared-ui';
import { sizeName } from './names';

/** The judge's own state of a nomination: "To do", "Assessed · Medium", "Recused". */
export function MyStatusBadge({ mine }: { mine: Pick<EvaluationRow['mine'], 'status' | 'size'> }) {
  if (mine.status === 'assessed')
    return <Badge $tone="success">Assessed · {sizeName(mine.size)}</Badge>;
  if (mine.status === 'recused') return <Badge $tone="neutral">Recused</Badge>;
  return <Badge $tone="info">To do</Badge>;
}
