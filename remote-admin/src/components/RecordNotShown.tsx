import { isGlowApiError, type GlowApiError } from '@glow/shared-api';
import { Alert, ButtonLink, LoadFailure, Muted, Page } from '@glow/shared-ui';
import { paths } from '../paths';

/** The server has no such record (404): its message, what was asked for, the way back. */
export function NoSuchRecord({ error, record }: { error: GlowApiError; record: string }) {
  return (
    <Alert tone="danger">
      <p>
        <strong>{error.message}</strong>: there is no {record}.
      </p>
      <p>
        <ButtonLink to={paths.cohorts} $variant="secondary">
          All cohorts
        </ButtonLink>
      </p>
    </Alert>
  );
}

/**
 * A cohort's or an application's page before its answer is there: loading, no such record (404),
 * or the failure with a retry.
 */
export function RecordNotShown({
  record,
  loading,
  loadingText,
  error,
  onRetry,
}: {
  /** What was asked for: "cohort 7", "application 31". */
  record: string;
  loading: boolean;
  loadingText: string;
  error: unknown;
  onRetry: () => void;
}) {
  let content;
  if (loading) content = <Muted aria-busy="true">{loadingText}</Muted>;
  else if (isGlowApiError(error) && error.status === 404)
    content = <NoSuchRecord error={error} record={record} />;
  else content = <LoadFailure error={error} onRetry={onRetry} />;
  return <Page>{content}</Page>;
}
