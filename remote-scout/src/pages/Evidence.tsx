import type { ScoutEvidence, ScoutEvidenceList } from '@glow/contract';
import { isGlowApiError } from '@glow/shared-api';
import {
  Alert,
  Button,
  ButtonLink,
  LoadFailure,
  Muted,
  Page,
  Row,
  showToast,
  useParams,
} from '@glow/shared-ui';
import { Columns, PeriodBadge, projectNames, Section } from '@glow/shared-ui/pages';
import { EvidenceList } from '@glow/shared-ui/evidence-list';
import { useRemoveEvidenceMutation, useListEvidenceQuery } from '../evidenceApi';
import { AddEvidenceForm } from '../components/AddEvidenceForm';
import { personName } from '../components/names';
import { paths } from '../paths';

function RemoveButton({
  nominationId,
  evidence,
}: {
  nominationId: number;
  evidence: ScoutEvidence;
}) {
  const [removeEvidence, { isLoading }] = useRemoveEvidenceMutation();
  const remove = async () => {
    try {
      await removeEvidence({ id: nominationId, evidenceId: evidence.id }).unwrap();
      showToast({ title: 'Evidence removed', message: evidence.url, tone: 'success' });
    } catch (failure) {
      showToast({
        title: 'Not removed',
        message: isGlowApiError(failure) ? failure.message : 'The evidence could not be removed.',
        tone: 'error',
      });
    }
  };
  return (
    <Row>
      <Button
        $variant="ghost"
        onClick={remove}
        disabled={isLoading}
        aria-busy={isLoading}
        aria-label={`Remove ${evidence.url}`}
      >
        Remove
      </Button>
    </Row>
  );
}

function EvidenceContent({ list }: { list: ScoutEvidenceList }) {
  const { nomination } = list;
  return (
    <>
      <Row $gap="0.5rem 0.75rem">
        <span>
          {projectNames(nomination.projects)} · {nomination.cohort.name}
        </span>
        <PeriodBadge period={nomination.cohort.period} />
      </Row>
      {!list.canChange && (
        <Alert tone="info">
          <p>
            {nomination.cohort.name} is past its voting period: the judges assess this evidence as
            it is, so it can no longer change.
          </p>
        </Alert>
      )}
      <Columns>
        <Section id="evidence-list" title="Evidence for the judges">
          <EvidenceList
            evidence={list.evidence}
            empty="No evidence yet. Judges see each link with your note, and what GitHub says of pull requests and releases."
            actions={(item) =>
              item.canRemove && <RemoveButton nominationId={nomination.id} evidence={item} />
            }
          />
        </Section>
        {list.canChange && (
          <Section id="evidence-add" title="Add evidence">
            <AddEvidenceForm nominationId={nomination.id} />
          </Section>
        )}
      </Columns>
    </>
  );
}

/**
 * The evidence of a nomination the scout backs: the links and notes the judges will read, with
 * GitHub's facts, and the form to add more until the cohort's assessment starts.
 */
export default function Evidence() {
  const id = Number(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useListEvidenceQuery(id);
  if (data && data.nomination.id === id)
    return (
      <Page label={`Evidence for ${personName(data.nomination.contributor)}`}>
        <EvidenceContent list={data} />
      </Page>
    );
  let content;
  if (isLoading || (isFetching && !error)) content = <Muted aria-busy="true">Loading…</Muted>;
  else if (isGlowApiError(error) && error.status === 404)
    content = (
      <Alert tone="danger">
        <p>
          <strong>{error.message}</strong>: you back no nomination {id}.
        </p>
        <p>
          <ButtonLink to={paths.nominations} $variant="secondary">
            Your nominations
          </ButtonLink>
        </p>
      </Alert>
    );
  else content = <LoadFailure error={error} onRetry={refetch} />;
  return <Page>{content}</Page>;
}
