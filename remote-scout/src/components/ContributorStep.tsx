import type { ContributorSummary, PairNomination } from '@glow/contract';
import { errorMessageOf, isGlowApiError } from '@glow/shared-api';
import { Alert, Button, FormActions, Muted, Row, Stack } from '@glow/shared-ui';
import { useState, type ReactNode } from 'react';
import {
  SEARCH_RESULTS,
  useLazyListContributorNominationsQuery,
  useSearchContributorsQuery,
} from '../api';
import { ContributorForm } from './ContributorForm';
import { Detail } from './Detail';
import { InlineFormCard } from './InlineFormCard';
import { personName } from './names';
import type { DraftContributor, DraftProject } from './NominationDraft';
import { SearchPicker } from './SearchPicker';

const asDraftContributor = (contributor: ContributorSummary): DraftContributor => ({
  id: contributor.id,
  firstName: contributor.firstName,
  lastName: contributor.lastName,
  githubUsername: contributor.githubUsername,
  activeNominations: contributor.activeNominations,
});

/**
 * The nomination of `contributorId` in the active cohort that shares a project with `projects`,
 * if any: asked only when the contributor has nominations there (a 404 otherwise).
 */
export function useExistingNomination() {
  const [listNominations] = useLazyListContributorNominationsQuery();
  return async (contributorId: number, projects: DraftProject[]) => {
    let nominations: PairNomination[];
    try {
      ({ nominations } = await listNominations(contributorId).unwrap());
    } catch (failure) {
      // "nominations not found for a contributor": withdrawn since the search counted them.
      if (isGlowApiError(failure) && failure.status === 404) return null;
      throw failure;
    }
    return (
      nominations.find((nomination) =>
        nomination.projects.some((project) => projects.some((chosen) => chosen.id === project.id)),
      ) ?? null
    );
  };
}

/**
 * Step 3: the contributor, found by name, GitHub username or full email, or created here. When
 * they are already nominated for a chosen project, the co-nomination offer (`coNomination`)
 * takes the step's place.
 */
export function ContributorStep({
  contributor,
  projects,
  coNomination,
  onChange,
  onExisting,
  onContinue,
  onBack,
}: {
  contributor: DraftContributor | null;
  projects: DraftProject[];
  /** The co-nomination panel, when the pair is already nominated. */
  coNomination: ReactNode;
  onChange: (contributor: DraftContributor | null) => void;
  onExisting: (nomination: PairNomination) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const [term, setTerm] = useState('');
  const [creating, setCreating] = useState(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { currentData } = useSearchContributorsQuery(
    { search: term, limit: SEARCH_RESULTS },
    { skip: !term },
  );
  const existingNomination = useExistingNomination();

  async function next() {
    if (!contributor) return;
    setFailure(null);
    if (contributor.activeNominations === 0) return onContinue();
    setChecking(true);
    try {
      const existing = await existingNomination(contributor.id, projects);
      if (existing) onExisting(existing);
      else onContinue();
    } catch (error) {
      setFailure(error);
    } finally {
      setChecking(false);
    }
  }

  if (coNomination) return <>{coNomination}</>;

  return (
    <Stack>
      {contributor ? (
        <Row>
          <span>
            <strong>{personName(contributor)}</strong>{' '}
            <Detail>@{contributor.githubUsername}</Detail>
          </span>
          <Button $variant="ghost" onClick={() => onChange(null)}>
            Choose someone else
          </Button>
        </Row>
      ) : creating ? (
        <InlineFormCard title="New contributor">
          <ContributorForm
            onDone={(created) => {
              setCreating(false);
              if (created) onChange(asDraftContributor(created));
            }}
          />
        </InlineFormCard>
      ) : (
        <>
          <SearchPicker
            label="Find a contributor"
            hint="First or last name, GitHub username, or their whole email address; at least 2 characters"
            results={currentData?.contributors}
            onTermChange={setTerm}
            keyOf={(found) => found.id}
            render={(found) => (
              <>
                <strong>{personName(found)}</strong>
                <Detail>
                  @{found.githubUsername} · {found.email}
                </Detail>
              </>
            )}
            onSelect={(found) => onChange(asDraftContributor(found))}
            noMatch="No contributor matches; create them below."
          />
          <Muted>Not in Glow yet?</Muted>
          <Row>
            <Button $variant="secondary" onClick={() => setCreating(true)}>
              Create a contributor
            </Button>
          </Row>
        </>
      )}
      {failure !== null && (
        <Alert tone="danger">
          <p>{errorMessageOf(failure)}</p>
        </Alert>
      )}
      <FormActions>
        <Row>
          <Button onClick={next} disabled={!contributor || checking} aria-busy={checking}>
            Continue
          </Button>
          <Button $variant="ghost" onClick={onBack}>
            Back
          </Button>
        </Row>
      </FormActions>
    </Stack>
  );
}
