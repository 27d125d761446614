import { errorMessageOf } from '@glow/shared-api';
import { Alert, Button } from '../primitives';

/** A list that could not be loaded: the server's message and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="danger">
      <p>{errorMessageOf(error)}</p>
      <p>
        <Button $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </p>
    </Alert>
  );
}
