import { errorMessageOf, isGlowApiError } from '@glow/shared-api';
import { Alert, Button } from '../primitives';

/**
 * Whether asking again may get another answer: no answer came, the server was overwhelmed or
 * failed. A refusal (400, 403, 404, 409: the record's state, the caller's rights) stays the same.
 */
export function retryMayHelp(error: unknown): boolean {
  if (!isGlowApiError(error)) return true;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * A refusal as a sentence a person reads: "Wave 1 is in its voting period; nothing is assessed
 * yet." from the API's "wrong status: Wave 1 is in its voting period; nothing is assessed yet".
 */
export function refusalSentence(message: string): string {
  const why = message.replace(/^wrong status: /, '');
  const sentence = why.charAt(0).toUpperCase() + why.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * A list that could not be loaded: the server's message and a way to try again, when trying
 * again can help; a refusal is said as a sentence, without a button that would get it again.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!retryMayHelp(error)) {
    // A 409 says what state the record is in; other refusals are errors of the request.
    const stateOfRecord = isGlowApiError(error) && error.status === 409;
    return (
      <Alert tone={stateOfRecord ? 'warning' : 'danger'}>
        <p>{refusalSentence(errorMessageOf(error))}</p>
      </Alert>
    );
  }
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
