import { isGlowApiError } from '@glow/shared-api';
import { Alert, ButtonLink, LoadFailure, Muted, Page } from '@glow/shared-ui';
import { paths } from '../paths';

/**
 * A cohort page (review, distribution) before its answer is there: loading, no such cohort (404,
 * with the way back to the dashboard), or the failure with a retry.
 */
export function CohortNotShown({
  cohortId,
  loading,
  loadingText,
  error,
  onRetry,
}: {
  cohortId: number;
  loading: boolean;
  loadingText: string;
  error: unknown;
  onRetry: () => void;
}) {
  let content;
  if (loading) content = <Muted aria-busy="true">{loadingText}</Muted>;
  else if (isGlowApiError(error) && error.status === 404)
    content = (
      <Alert tone="danger">
        <p>
          <strong>{error.message}</strong>: there is no cohort {cohortId}.
        </p>
        <p>
          <ButtonLink to={paths.home} $variant="secondary">
            Dashboard
          </ButtonLink>
        </p>
      </Alert>
    );
  else content = <LoadFailure error={error} onRetry={onRetry} />;
  return <Page>{content}</Page>;
}
