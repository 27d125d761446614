import type { VoteIntegrity as Integrity } from '@glow/contract';
import { useBreadcrumb } from '@glow/shared-api';
import { Alert, Link, Muted, Page, refusalSentence, useParams } from '@glow/shared-ui';
import { Columns, RecordNotShown, Section } from '@glow/shared-ui/pages';
import { useMemo } from 'react';
import { ClusterTable } from '../components/integrity/ClusterTable';
import { ExclusionList } from '../components/integrity/ExclusionList';
import { FlaggedVoters } from '../components/integrity/FlaggedVoters';
import { IntegrityFigures, LedgerReads } from '../components/integrity/IntegrityFigures';
import { IntegrityNominations } from '../components/integrity/IntegrityNominations';
import { IntegritySettingsForm } from '../components/integrity/IntegritySettingsForm';
import { useVoteIntegrityQuery } from '../integrityApi';
import { ALL_COHORTS, cohortPath } from '../paths';

/** Stands for the clusters and flagged voters before the signals were first worked out. */
const NOT_ANALYSED = (
  <Muted>Not worked out yet: the signals come once the voters&apos; accounts are read.</Muted>
);

function IntegrityContent({ integrity }: { integrity: Integrity }) {
  const { cohort, lockedBecause } = integrity;
  const locked = lockedBecause !== null;
  const analysed = integrity.analysedAt !== null;
  // The voters' votes name nominations by id: the admin reads the nominee's name.
  const nominees = useMemo(
    () => new Map(integrity.nominations.map(({ id, contributor }) => [id, contributor])),
    [integrity.nominations],
  );
  return (
    <>
      <Muted>
        Who activated the accounts that voted in{' '}
        <Link to={cohortPath(cohort.id)}>{cohort.name}</Link>, and when. An excluded voter&apos;s
        votes stay stored but are left out of the tally.
      </Muted>
      {locked && (
        <Alert tone="warning">
          {/* The API words it as its refusals ("wrong status: …"): said as a sentence. */}
          <p>{refusalSentence(lockedBecause)}</p>
        </Alert>
      )}
      <IntegrityFigures figures={integrity.figures} />
      <Columns>
        <Section id="integrity-reads" title="Ledger reads">
          <LedgerReads cohortId={cohort.id} analysedAt={integrity.analysedAt} />
        </Section>
        <Section id="integrity-settings" title="Settings">
          <IntegritySettingsForm cohort={cohort} settings={integrity.settings} locked={locked} />
        </Section>
      </Columns>
      <Section id="integrity-clusters" title="Funding clusters">
        {analysed ? (
          <ClusterTable
            cohort={cohort}
            clusters={integrity.clusters}
            nominees={nominees}
            locked={locked}
          />
        ) : (
          NOT_ANALYSED
        )}
      </Section>
      <Section id="integrity-voters" title="Flagged voters">
        {analysed ? (
          <FlaggedVoters cohort={cohort} nominees={nominees} locked={locked} />
        ) : (
          NOT_ANALYSED
        )}
      </Section>
      <Section id="integrity-nominations" title="Scores">
        <IntegrityNominations nominations={integrity.nominations} />
      </Section>
      <Section id="integrity-exclusions" title="Exclusions">
        <ExclusionList cohort={cohort} exclusions={integrity.exclusions} locked={locked} />
      </Section>
    </>
  );
}

/**
 * A cohort's vote integrity: the ledger reads, its signal settings, the funding clusters and
 * flagged voters, each nomination's score with every vote, as tallied and without flagged voters,
 * and the exclusions, which admins write and lift until the cohort moves to assessment.
 */
export default function VoteIntegrity() {
  const cohortId = Number(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useVoteIntegrityQuery(cohortId);
  // The trail's step to the cohort says its name, as the cohort's own page does.
  useBreadcrumb(data && `Cohort ${data.cohort.name}`, cohortPath(cohortId));

  if (data)
    return (
      <Page label={`Vote integrity of ${data.cohort.name}`}>
        <IntegrityContent integrity={data} />
      </Page>
    );
  return (
    <RecordNotShown
      back={ALL_COHORTS}
      record={`cohort ${cohortId}`}
      loading={isLoading || (isFetching && !error)}
      loadingText="Loading the vote integrity…"
      error={error}
      onRetry={refetch}
    />
  );
}
