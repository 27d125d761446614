import { SCREENING_QUESTIONS } from '@glow/shared-api';
import { Alert, Button, FormActions, Link, Row, Stack } from '@glow/shared-ui';
import { formatDate, projectNames } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { personName } from './names';
import type { NominationDraft } from './NominationDraft';
import { SCREENING_ANSWER_NAMES } from './screeningAnswers';
import { stepPath, type NominationStep } from './steps';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr auto;
  gap: 0.75rem 1.25rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr auto;
    dt {
      grid-column: 1 / -1;
      margin-top: 0.5rem;
    }
  }
`;

const Answers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin: 0;
  padding-left: 1.1rem;
`;

/** Step 5: everything the scout entered, each part with a way back to change it, and Submit. */
export function ReviewStep({
  draft,
  busy,
  failure,
  onSubmit,
  onBack,
}: {
  draft: NominationDraft;
  busy: boolean;
  failure: string | null;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const change = (step: NominationStep, what: string) => (
    <Link to={stepPath(step)} aria-label={`Change ${what}`}>
      Change
    </Link>
  );
  return (
    <Stack>
      <Summary>
        <dt>Screening</dt>
        <dd>
          <Answers>
            {SCREENING_QUESTIONS.map(({ key, question }) => {
              const answer = draft.answers[key];
              return (
                <li key={key}>
                  {question} <strong>{answer ? SCREENING_ANSWER_NAMES[answer] : '—'}</strong>
                </li>
              );
            })}
          </Answers>
        </dd>
        <dd>{change('screening', 'the screening answers')}</dd>
        <dt>Projects</dt>
        <dd>{projectNames(draft.projects)}</dd>
        <dd>{change('projects', 'the projects')}</dd>
        <dt>Contributor</dt>
        <dd>
          {draft.contributor &&
            `${personName(draft.contributor)} (@${draft.contributor.githubUsername})`}
        </dd>
        <dd>{change('contributor', 'the contributor')}</dd>
        <dt>Description</dt>
        <dd>{draft.description}</dd>
        <dd>{change('details', 'the description')}</dd>
        <dt>Categories</dt>
        <dd>{draft.categories.join(', ')}</dd>
        <dd>{change('details', 'the categories')}</dd>
        <dt>Contribution date</dt>
        <dd>{draft.contributionDate && formatDate(draft.contributionDate)}</dd>
        <dd>{change('details', 'the contribution date')}</dd>
      </Summary>
      {failure && (
        <Alert tone="danger">
          <p>{failure}</p>
        </Alert>
      )}
      <FormActions>
        <Row>
          <Button onClick={onSubmit} disabled={busy} aria-busy={busy}>
            {busy ? 'Submitting…' : 'Submit the nomination'}
          </Button>
          <Button $variant="ghost" onClick={onBack} disabled={busy}>
            Back
          </Button>
        </Row>
      </FormActions>
    </Stack>
  );
}
