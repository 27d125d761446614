import { Button, Card, Muted, Stack } from '@glow/shared-ui';
import type { Area } from './areas';

/**
 * The fallback for an area whose remote could not be loaded or broke while rendering (no area:
 * /remotes.json could not be read): the rest of Glow keeps working around it.
 */
export function AreaUnavailable({ area, onRetry }: { area?: Area; onRetry: () => void }) {
  return (
    <Card role="alert" data-testid="remote-unavailable" data-remote={area?.remote}>
      <Stack>
        <h1 style={{ margin: 0, fontSize: '1.4rem' }}>
          This part of Glow is not available right now
        </h1>
        <Muted>
          {area
            ? `The ${area.label.toLowerCase()} pages could not be loaded.`
            : 'The pages at this address could not be loaded.'}{' '}
          The rest of Glow still works; try again in a moment.
        </Muted>
        <div>
          <Button onClick={onRetry}>Retry</Button>
        </div>
      </Stack>
    </Card>
  );
}
