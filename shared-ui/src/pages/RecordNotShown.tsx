import { errorMessageOf, isGlowApiError, type GlowApiError } from '@glow/shared-api';
import {
  Alert,
  ButtonLink,
  LoadFailure,
  Muted,
  Page,
  refusalSentence,
  retryMayHelp,
} from '@glow/shared-ui';

/** Where a page whose record is missing leads back to: "All cohorts", "Dashboard". */
export interface WayBack {
  to: string;
  label: string;
}

/** The server has no such record (404): its message, what was asked for, and the way back. */
export function NoSuchRecord({
  error,
  record,
  back,
}: {
  error: GlowApiError;
  /** What was asked for: "cohort 7", "nomination 12 to assess". */
  record: string;
  back: WayBack;
}) {
  return (
    <Alert tone="danger">
      <p>
        <strong>{error.message}</strong>: there is no {record}.
      </p>
      <p>
        <ButtonLink to={back.to} $variant="secondary">
          {back.label}
        </ButtonLink>
      </p>
    </Alert>
  );
}

/** The server refuses to show the record in its state (409): why, and the way back. */
function RefusedRecord({ error, back }: { error: unknown; back: WayBack }) {
  return (
    <Alert tone="warning">
      <p>{refusalSentence(errorMessageOf(error))}</p>
      <p>
        <ButtonLink to={back.to} $variant="secondary">
          {back.label}
        </ButtonLink>
      </p>
    </Alert>
  );
}

/**
 * A record's page (a cohort, an application, a nomination) before its answer is there: loading,
 * no such record (404, with the way back), a refusal in its state (with the way back, no retry:
 * asking again gets the same answer), or the failure with a retry.
 */
export function RecordNotShown({
  record,
  back,
  loading,
  loadingText,
  error,
  onRetry,
}: {
  record: string;
  back: WayBack;
  loading: boolean;
  loadingText: string;
  error: unknown;
  onRetry: () => void;
}) {
  let content;
  if (loading) content = <Muted aria-busy="true">{loadingText}</Muted>;
  else if (isGlowApiError(error) && error.status === 404)
    content = <NoSuchRecord error={error} record={record} back={back} />;
  else if (!retryMayHelp(error)) content = <RefusedRecord error={error} back={back} />;
  else content = <LoadFailure error={error} onRetry={onRetry} />;
  return <Page>{content}</Page>;
}
