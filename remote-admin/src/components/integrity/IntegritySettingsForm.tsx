import { IntegritySettingsSchema, type IntegritySettings } from '@glow/contract';
import { INTEGRITY_SETTING_BOUNDS } from '@glow/shared-api';
import {
  Button,
  fieldProps,
  FieldPair,
  Form,
  FormActions,
  showToast,
  SubmitError,
  TextField,
} from '@glow/shared-ui';
import { emptyAsNull, showServerError } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useUpdateIntegritySettingsMutation } from '../../integrityApi';

type Setting = keyof IntegritySettings;

/** Each setting: its label and what it does, in the order the form asks them. */
const SETTINGS: { name: Setting; label: string; hint: string }[] = [
  {
    name: 'youngAccountDays',
    label: 'Young account (days)',
    hint: 'A voter whose account was younger than this when it registered is flagged; 0 turns it off.',
  },
  {
    name: 'clusterMinVoters',
    label: 'Cluster (voters)',
    hint: "An account that activated this many of the cohort's voters, directly or through one account between, makes them a cluster.",
  },
  {
    name: 'burstVoters',
    label: 'Burst (voters)',
    hint: 'This many of a cluster registering within the burst minutes is a burst.',
  },
  {
    name: 'burstMinutes',
    label: 'Burst (minutes)',
    hint: 'How close together their registrations must be.',
  },
  {
    name: 'exchangeMinAccounts',
    label: 'Exchange (accounts)',
    hint: 'A funder that activated this many accounts besides the voters is an exchange or another service: its accounts are no cluster.',
  },
  {
    name: 'minAccountAgeDays',
    label: 'Minimum account age to register (days)',
    hint: "Optional: a wallet's account must be this old to register. Empty: off.",
  },
];

const SETTING_NAMES = SETTINGS.map(({ name }) => name);

/** The optional setting's field: empty is off (null), not 0. */
const numberOrNull = (value: unknown) => {
  const given = emptyAsNull(value);
  return given === null || given === undefined ? null : Number(given);
};

// A disabled fieldset disables every field at once while the settings are locked.
const Fields = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/**
 * The cohort's signal settings and registration rule, each within the contract's bounds, saved
 * together; the signals are then worked out again. Read-only once `locked` (the page says why).
 */
export function IntegritySettingsForm({
  cohort,
  settings,
  locked,
}: {
  cohort: { id: number; name: string };
  settings: IntegritySettings;
  locked: boolean;
}) {
  const [updateSettings] = useUpdateIntegritySettingsMutation();
  const form = useForm<IntegritySettings>({
    resolver: zodResolver(IntegritySettingsSchema),
    defaultValues: settings,
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateSettings({ id: cohort.id, settings: values }).unwrap();
      form.reset(saved);
      showToast({ title: 'Settings saved', message: cohort.name, tone: 'success' });
    } catch (failure) {
      showServerError(form, failure, { fields: SETTING_NAMES });
    }
  });

  return (
    <Form onSubmit={submit} aria-label={`Vote integrity settings of ${cohort.name}`}>
      <SubmitError form={form} />
      <Fields disabled={locked || busy}>
        <FieldPair>
          {SETTINGS.map(({ name, label, hint }) => (
            <TextField
              key={name}
              type="number"
              inputMode="numeric"
              min={INTEGRITY_SETTING_BOUNDS[name].min}
              max={INTEGRITY_SETTING_BOUNDS[name].max}
              step={1}
              hint={hint}
              {...fieldProps(
                form,
                name,
                name === 'minAccountAgeDays'
                  ? { label, setValueAs: numberOrNull }
                  : { label, valueAsNumber: true },
              )}
            />
          ))}
        </FieldPair>
      </Fields>
      {!locked && (
        <FormActions>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </Button>
        </FormActions>
      )}
    </Form>
  );
}
