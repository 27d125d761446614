import {
  UpdateCohortRequestSchema,
  type CohortDetail,
  type UpdateCohortRequest,
} from '@glow/contract';
import { COHORT_NAME_MAX_LENGTH } from '@glow/contract/limits';
import { GRANT_SIZE_NAMES, GRANT_SIZES, isEndedPeriod } from '@glow/shared-api';
import {
  Badge,
  Button,
  fieldProps,
  Form,
  FormActions,
  Muted,
  Row,
  showToast,
  Stack,
  SubmitError,
  TextField,
} from '@glow/shared-ui';
import { counted, formatDate, formatXrp, showServerError } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateCohortMutation } from '../../api';
import {
  AmountFields,
  ApplicationsDueField,
  KycSizeCheckboxes,
  VotingDaysField,
} from './CohortSettingsFields';
import { Facts } from '../Facts';

const SETTINGS_FIELDS = [
  'name',
  'grantAmounts.small',
  'grantAmounts.medium',
  'grantAmounts.large',
  'kycSizes',
  'votingPeriodDays',
  'applicationsDueOn',
] as const;

type Settings = Pick<CohortDetail, 'name' | 'grantAmounts' | 'kycSizes' | 'votingPeriodDays'> & {
  applicationsDueOn: string | null;
};

/** The settings whose value differs from the cohort's: only those are sent. */
function changedSettings(cohort: Settings, values: Settings): UpdateCohortRequest {
  const changes: UpdateCohortRequest = {};
  if (values.name !== cohort.name) changes.name = values.name;
  if (GRANT_SIZES.some((size) => values.grantAmounts[size] !== cohort.grantAmounts[size]))
    changes.grantAmounts = values.grantAmounts;
  const kyc = (sizes: readonly string[]) => [...sizes].sort().join();
  if (kyc(values.kycSizes) !== kyc(cohort.kycSizes)) changes.kycSizes = values.kycSizes;
  if (values.votingPeriodDays !== cohort.votingPeriodDays)
    changes.votingPeriodDays = values.votingPeriodDays;
  if (values.applicationsDueOn && values.applicationsDueOn !== cohort.applicationsDueOn)
    changes.applicationsDueOn = values.applicationsDueOn;
  return changes;
}

/**
 * The settings form: every setting until the distribution is approved; after that (`dueOnly`),
 * the applications' due date alone, which can move until the cohort ends.
 */
function SettingsForm({
  cohort,
  dueOnly,
  onDone,
}: {
  cohort: CohortDetail;
  dueOnly: boolean;
  onDone: () => void;
}) {
  const [updateCohort] = useUpdateCohortMutation();
  const form = useForm({
    resolver: zodResolver(UpdateCohortRequestSchema),
    defaultValues: {
      name: cohort.name,
      grantAmounts: cohort.grantAmounts,
      kycSizes: cohort.kycSizes,
      votingPeriodDays: cohort.votingPeriodDays,
      applicationsDueOn: cohort.applicationsDueOn ?? undefined,
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    const changes = changedSettings(cohort, {
      name: values.name ?? cohort.name,
      grantAmounts: values.grantAmounts ?? cohort.grantAmounts,
      kycSizes: values.kycSizes ?? cohort.kycSizes,
      votingPeriodDays: values.votingPeriodDays ?? cohort.votingPeriodDays,
      applicationsDueOn: values.applicationsDueOn ?? cohort.applicationsDueOn,
    });
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await updateCohort({ id: cohort.id, changes }).unwrap();
      showToast({ title: 'Settings saved', message: cohort.name, tone: 'success' });
      onDone();
    } catch (failure) {
      showServerError(form, failure, {
        fields: SETTINGS_FIELDS,
        messageFields: { 'cohort name exists': 'name' },
      });
    }
  });

  return (
    <Form onSubmit={submit} aria-label={`Settings of ${cohort.name}`}>
      <SubmitError form={form} />
      {!dueOnly && (
        <>
          <TextField
            autoComplete="off"
            autoFocus
            maxLength={COHORT_NAME_MAX_LENGTH}
            {...fieldProps(form, 'name', { label: 'Name' })}
          />
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
        </>
      )}
      <ApplicationsDueField
        autoFocus={dueOnly}
        {...fieldProps(form, 'applicationsDueOn', { label: 'Applications due by' })}
      />
      <FormActions>
        <Row>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </Button>
          <Button $variant="ghost" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        </Row>
      </FormActions>
    </Form>
  );
}

/** Why the settings cannot change, or what still can. */
function LockNote({ cohort }: { cohort: CohortDetail }) {
  if (cohort.period === 'cancelled')
    return <Muted>Settings are fixed: the cohort was cancelled.</Muted>;
  if (cohort.period === 'closed') return <Muted>Settings are fixed: the cohort is closed.</Muted>;
  return (
    <Muted>
      Settings are fixed: the distribution is approved. The applications&apos; due date can move
      until the cohort closes.
    </Muted>
  );
}

/**
 * What a cohort pays per size (and which sizes need KYC), its voting period and when its
 * applications are due; editable until locked, the due date until the cohort ends.
 */
export function CohortSettings({ cohort }: { cohort: CohortDetail }) {
  const [editing, setEditing] = useState(false);
  const ended = isEndedPeriod(cohort.period);
  if (editing && !ended)
    return (
      <SettingsForm
        cohort={cohort}
        dueOnly={cohort.settingsLocked}
        onDone={() => setEditing(false)}
      />
    );

  return (
    <Stack $gap="0.75rem">
      <Facts>
        {GRANT_SIZES.map((size) => (
          <Fragment key={size}>
            <dt>{GRANT_SIZE_NAMES[size]}</dt>
            <dd>
              {formatXrp(cohort.grantAmounts[size])}
              {cohort.kycSizes.includes(size) && <Badge $tone="warning">KYC required</Badge>}
            </dd>
          </Fragment>
        ))}
        <dt>Voting period</dt>
        <dd>{counted(cohort.votingPeriodDays, ['day', 'days'])}</dd>
        <dt>Applications due by</dt>
        <dd>
          {cohort.applicationsDueOn ? (
            <time dateTime={cohort.applicationsDueOn}>{formatDate(cohort.applicationsDueOn)}</time>
          ) : (
            'No date set'
          )}
        </dd>
      </Facts>
      {cohort.settingsLocked && <LockNote cohort={cohort} />}
      {!ended && (
        <div>
          <Button $variant="secondary" onClick={() => setEditing(true)}>
            {cohort.settingsLocked ? 'Change the due date' : 'Edit settings'}
          </Button>
        </div>
      )}
    </Stack>
  );
}
