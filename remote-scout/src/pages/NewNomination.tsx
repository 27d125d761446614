import type { Cohort, PairNomination } from '@glow/contract';
import { DESCRIPTION_MAX_LENGTH } from '@glow/contract/limits';
import {
  errorBodyOf,
  errorMessageOf,
  isGlowApiError,
  selectUser,
  useAppSelector,
} from '@glow/shared-api';
import { useActiveCohortQuery } from '@glow/shared-api/sharedEndpoints';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Link,
  LoadFailure,
  Muted,
  Navigate,
  Page,
  Row,
  showToast,
  Stack,
  useNavigate,
  useSearchParams,
} from '@glow/shared-ui';
import { asSentence, today } from '@glow/shared-ui/pages';
import { useCallback, useState } from 'react';
import { useCreateNominationMutation } from '../api';
import { NominationPeriod, nominationsOpen } from '../components/cohortState';
import { CoNominationPanel } from '../components/CoNominationPanel';
import { ContributorStep } from '../components/ContributorStep';
import type { NominationDetails } from '../components/DetailsFields';
import { DetailsStep } from '../components/DetailsStep';
import { personName } from '../components/names';
import {
  clearDraft,
  useNominationDraft,
  type NominationDraft,
} from '../components/NominationDraft';
import { ProjectsStep } from '../components/ProjectsStep';
import { ReviewStep } from '../components/ReviewStep';
import { screeningOf, screeningPassed } from '../components/screeningAnswers';
import { ScreeningStep } from '../components/ScreeningStep';
import { StepFrame } from '../components/StepFrame';
import { StepList } from '../components/StepList';
import {
  isNominationStep,
  NOMINATION_STEPS,
  stepHeading,
  stepPath,
  type NominationStep,
} from '../components/steps';
import { paths } from '../paths';

/** The steps the draft allows: those complete and the first one not complete. */
function reachableSteps(draft: NominationDraft): NominationStep[] {
  const done: Record<NominationStep, boolean> = {
    screening: screeningPassed(draft.answers),
    projects: draft.projects.length > 0,
    contributor: draft.contributor !== null,
    details:
      draft.description.trim() !== '' &&
      draft.description.length <= DESCRIPTION_MAX_LENGTH &&
      draft.categories.length > 0 &&
      /^\d{4}-\d{2}-\d{2}$/.test(draft.contributionDate) &&
      draft.contributionDate <= today(),
    review: false,
  };
  const reachable: NominationStep[] = [];
  for (const { step } of NOMINATION_STEPS) {
    reachable.push(step);
    if (!done[step]) break;
  }
  return reachable;
}

/** The guided flow of one cohort, from the draft kept in the browser. */
function NominationFlow({
  userId,
  cohort,
  onClosed,
}: {
  userId: number;
  cohort: Cohort;
  onClosed: () => void;
}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { draft, update, clear, discarded } = useNominationDraft(userId, cohort);
  const [coNomination, setCoNomination] = useState<PairNomination | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);
  const [createNomination, { isLoading: submitting }] = useCreateNominationMutation();
  const requested = searchParams.get('step');
  // The first step shown leaves the focus where the page put it; the steps after it take it.
  const [openedWith] = useState(requested);
  const [moved, setMoved] = useState(false);
  if (!moved && requested !== openedWith) setMoved(true);
  const reachable = reachableSteps(draft);
  const step: NominationStep = isNominationStep(requested) ? requested : 'screening';
  const go = (next: NominationStep) => navigate(stepPath(next));
  const onDetails = useCallback((details: NominationDetails) => update(details), [update]);

  if (!reachable.includes(step)) return <Navigate to={stepPath(reachable.at(-1)!)} replace />;

  function finished(title: string, message: string) {
    // Only the stored draft: cleared in the page too, it would send the page back to step 1
    // while the list loads.
    clearDraft(userId);
    showToast({ title, message, tone: 'success' });
    navigate(paths.nominations);
  }

  function startOver() {
    clear();
    setCoNomination(null);
    setConfirmingStartOver(false);
    if (step === 'screening') return;
    go('screening');
  }

  async function submit() {
    const screening = screeningOf(draft.answers);
    if (!screening || !draft.contributor) return;
    setFailure(null);
    try {
      const answer = await createNomination({
        screening,
        contributorId: draft.contributor.id,
        projectIds: draft.projects.map((project) => project.id),
        description: draft.description,
        categories: draft.categories,
        contributionDate: draft.contributionDate,
      }).unwrap();
      const name = personName(answer.nomination.contributor);
      finished(
        'Nomination created',
        answer.contributorEmailed === 'invitation'
          ? `${name} is invited to Glow by email to set a password and apply.`
          : `${name} is told by email that they were nominated in ${cohort.name}.`,
      );
    } catch (error) {
      const message = errorMessageOf(error);
      const status = isGlowApiError(error) ? error.status : 0;
      // "nomination already exists": another scout nominated the pair meanwhile; back theirs.
      const existing = errorBodyOf(error, 'createNomination', 409)?.nomination;
      if (existing) {
        setCoNomination(existing);
        go('contributor');
      } else if (message.startsWith('project already nominated')) {
        setNotice(message);
        go('projects');
      } else if (
        message.startsWith('wrong status') ||
        (status === 404 && message === 'no active cohorts')
      ) {
        clear();
        onClosed();
      } else setFailure(message);
    }
  }

  const screening = screeningOf(draft.answers);
  const coNominationPanel =
    coNomination && screening ? (
      <CoNominationPanel
        nomination={coNomination}
        screening={screening}
        note={draft.note}
        onNoteChange={(note) => update({ note })}
        onBacked={(message) =>
          finished(
            asSentence(message),
            `You back the nomination of ${personName(coNomination.contributor)}.`,
          )
        }
        onWithout={() => {
          const projects = draft.projects.filter(
            (chosen) => !coNomination.projects.some((project) => project.id === chosen.id),
          );
          update({ projects });
          setCoNomination(null);
          go(projects.length ? 'details' : 'projects');
        }}
      />
    ) : null;

  let content;
  if (step === 'screening')
    content = (
      <ScreeningStep
        answers={draft.answers}
        onAnswer={(answers) => update({ answers })}
        onContinue={() => go('projects')}
        onStartOver={startOver}
      />
    );
  else if (step === 'projects')
    content = (
      <ProjectsStep
        cohort={cohort}
        projects={draft.projects}
        notice={notice}
        onChange={(projects) => {
          setNotice(null);
          update({ projects });
        }}
        onContinue={() => go('contributor')}
        onBack={() => go('screening')}
      />
    );
  else if (step === 'contributor')
    content = (
      <ContributorStep
        contributor={draft.contributor}
        projects={draft.projects}
        coNomination={coNominationPanel}
        onChange={(contributor) => {
          setCoNomination(null);
          update({ contributor });
        }}
        onExisting={setCoNomination}
        onContinue={() => go('details')}
        onBack={() => go('projects')}
      />
    );
  else if (step === 'details')
    content = (
      <DetailsStep
        details={{
          description: draft.description,
          categories: draft.categories,
          contributionDate: draft.contributionDate,
        }}
        onChange={onDetails}
        onContinue={() => go('review')}
        onBack={() => go('contributor')}
      />
    );
  else
    content = (
      <ReviewStep
        draft={draft}
        busy={submitting}
        failure={failure}
        onSubmit={submit}
        onBack={() => go('details')}
      />
    );

  return (
    <Page>
      {discarded && (
        <Alert tone="warning">
          <p>{discarded}</p>
        </Alert>
      )}
      <StepList current={step} reachable={reachable} />
      <StepFrame
        key={step}
        title={`${stepHeading(step)}${coNominationPanel && step === 'contributor' ? ': already nominated' : ''}`}
        focusOnOpen={moved}
      >
        {content}
      </StepFrame>
      <Row>
        <Muted>Your draft is kept in this browser until you submit it.</Muted>
        <Button $variant="ghost" onClick={() => setConfirmingStartOver(true)}>
          Discard the draft
        </Button>
      </Row>
      {confirmingStartOver && (
        <ConfirmDialog
          title="Discard this draft?"
          confirmLabel="Discard"
          onConfirm={startOver}
          onCancel={() => setConfirmingStartOver(false)}
        >
          <p>
            Your answers and choices so far are cleared. Projects and contributors you created stay
            in Glow.
          </p>
        </ConfirmDialog>
      )}
    </Page>
  );
}

/** Nominating a contributor, while the active cohort is in its nomination period. */
export default function NewNomination() {
  const user = useAppSelector(selectUser);
  const { data, error, isLoading, isFetching, refetch } = useActiveCohortQuery();

  if (isLoading)
    return (
      <Page>
        <Muted aria-busy="true">Loading the active cohort…</Muted>
      </Page>
    );
  if (!data || (error && !isFetching))
    return (
      <Page>
        <LoadFailure error={error} onRetry={refetch} />
      </Page>
    );
  const { cohort } = data;
  if (!cohort || !nominationsOpen(cohort) || !user)
    return (
      <Page>
        <Card>
          <Stack $gap="0.75rem">
            <Muted>
              <NominationPeriod cohort={cohort} />
            </Muted>
            <Muted>
              <Link to={paths.nominations}>Your nominations</Link>
            </Muted>
          </Stack>
        </Card>
      </Page>
    );
  return <NominationFlow key={cohort.id} userId={user.id} cohort={cohort} onClosed={refetch} />;
}
