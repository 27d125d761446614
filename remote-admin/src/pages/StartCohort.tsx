import { StartCohortRequestSchema, type CohortDefaults } from '@glow/contract';
import { COHORT_NAME_MAX_LENGTH } from '@glow/contract/limits';
import { COHORT_PERIOD_NAMES, GRANT_SIZE_NAMES } from '@glow/shared-api';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  FieldPair,
  fieldProps,
  Form,
  FormActions,
  Link,
  LoadFailure,
  Muted,
  Page,
  Row,
  showToast,
  SubmitError,
  TextField,
  useNavigate,
} from '@glow/shared-ui';
import { showServerError } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useCohortDefaultsQuery, useStartCohortMutation } from '../api';
import {
  AmountFields,
  ApplicationsDueField,
  KycSizeCheckboxes,
  VotingDaysField,
} from '../components/cohorts/CohortSettingsFields';
import { cohortPath, paths } from '../paths';

const FormCard = styled(Card)`
  max-width: 44rem;
`;

const START_FIELDS = [
  'name',
  'startsOn',
  'grantAmounts.small',
  'grantAmounts.medium',
  'grantAmounts.large',
  'kycSizes',
  'votingPeriodDays',
  'applicationsDueOn',
] as const;

/** The cohort that must be closed first, with the way to its page. */
function UnclosedCohortAlert({
  cohort,
}: {
  cohort: NonNullable<CohortDefaults['unclosedCohort']>;
}) {
  return (
    <Alert tone="warning">
      <p>
        <strong>
          {cohort.name} is in its {COHORT_PERIOD_NAMES[cohort.period].toLowerCase()} period.
        </strong>{' '}
        Close it before starting another cohort.
      </p>
      <p>
        <Link to={cohortPath(cohort.id)}>Go to {cohort.name}</Link>
      </p>
    </Alert>
  );
}

function StartCohortForm({ defaults }: { defaults: CohortDefaults }) {
  const navigate = useNavigate();
  const [startCohort] = useStartCohortMutation();
  const form = useForm({
    resolver: zodResolver(StartCohortRequestSchema),
    defaultValues: {
      name: defaults.suggestedName,
      startsOn: defaults.startsOn,
      grantAmounts: defaults.grantAmounts,
      kycSizes: defaults.kycSizes,
      votingPeriodDays: defaults.votingPeriodDays,
      applicationsDueOn: defaults.applicationsDueOn,
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (request) => {
    try {
      const cohort = await startCohort(request).unwrap();
      showToast({
        title: 'Cohort started',
        message: `${cohort.name} is in its nomination period.`,
        tone: 'success',
      });
      navigate(cohortPath(cohort.id));
    } catch (failure) {
      showServerError(form, failure, {
        fields: START_FIELDS,
        messageFields: { 'cohort name exists': 'name' },
      });
    }
  });

  return (
    <Form onSubmit={submit}>
      {defaults.unclosedCohort && <UnclosedCohortAlert cohort={defaults.unclosedCohort} />}
      <SubmitError form={form} />
      <FieldPair>
        <TextField
          autoComplete="off"
          maxLength={COHORT_NAME_MAX_LENGTH}
          {...fieldProps(form, 'name', { label: 'Name' })}
        />
        <TextField
          type="date"
          hint="Today or later. A cohort starting today starts now, in its nomination period."
          {...fieldProps(form, 'startsOn', { label: 'Start date' })}
        />
      </FieldPair>
      <AmountFields
        field={(size) =>
          fieldProps(form, `grantAmounts.${size}`, {
            label: GRANT_SIZE_NAMES[size],
            valueAsNumber: true,
          })
        }
      />
      <KycSizeCheckboxes
        registration={form.register('kycSizes')}
        error={fieldProps(form, 'kycSizes', { label: 'KYC sizes' }).error}
      />
      <VotingDaysField
        {...fieldProps(form, 'votingPeriodDays', {
          label: 'Voting period (days)',
          valueAsNumber: true,
        })}
      />
      <ApplicationsDueField
        {...fieldProps(form, 'applicationsDueOn', { label: 'Applications due by' })}
      />
      <FormActions>
        <Row>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Starting…' : 'Start the cohort'}
          </Button>
          <ButtonLink to={paths.cohorts} $variant="ghost">
            Cancel
          </ButtonLink>
        </Row>
      </FormActions>
    </Form>
  );
}

/**
 * "Start a cohort": its name, start, grant amounts, KYC sizes, voting period and the day its
 * applications are due.
 */
export default function StartCohort() {
  const { data, error, isLoading, isFetching, refetch } = useCohortDefaultsQuery();

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the last cohort's settings…</Muted>;
  else if (!data || (error && !isFetching))
    content = <LoadFailure error={error} onRetry={refetch} />;
  else content = <StartCohortForm defaults={data} />;

  return (
    <Page>
      <FormCard>{content}</FormCard>
    </Page>
  );
}
