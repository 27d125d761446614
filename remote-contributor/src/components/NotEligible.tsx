import { ELIGIBILITY_QUESTIONS, type EligibilityKey } from '@glow/shared-api';
import { Alert, Muted } from '@glow/shared-ui';
import { asSentence, Section } from '@glow/shared-ui/pages';

/**
 * A not-eligible application: the plain reason of each failing answer, and the API's own words
 * when the answers were just sent.
 */
export function NotEligible({
  failing,
  message,
}: {
  failing: readonly EligibilityKey[];
  /** "contributor not eligible: …", as the API answered the answers. */
  message?: string;
}) {
  const reasons = ELIGIBILITY_QUESTIONS.filter(({ key }) => failing.includes(key));
  return (
    <Section
      id="not-eligible"
      title="You are not eligible for this cohort"
      focusOnOpen={message !== undefined}
    >
      {message && (
        <Alert tone="danger">
          <p>{asSentence(message)}</p>
        </Alert>
      )}
      <ul aria-label="Why">
        {reasons.map(({ key, question, explanation }) => (
          <li key={key}>
            <strong>{explanation}</strong> You answered No to “{question}”
          </li>
        ))}
      </ul>
      <Muted>
        Your application for this cohort ends here. If you answered by mistake, write to the Glow
        team: an admin can reopen it.
      </Muted>
    </Section>
  );
}
