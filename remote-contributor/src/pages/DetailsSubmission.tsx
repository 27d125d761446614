import type {
  ApplicationView,
  ContributorDocumentView,
  ContributorHandles,
  RegisteredWallet,
  SubmitApplicationDetailsRequest,
} from '@glow/contract';
import { APPLICATION_FIELDS } from '@glow/shared-api';
import {
  Alert,
  Button,
  ButtonLink,
  fieldProps,
  FieldPair,
  Form,
  FormActions,
  Link,
  LoadFailure,
  Muted,
  Page,
  showToast,
  SubmitError,
  TextAreaField,
  TextField,
} from '@glow/shared-ui';
import {
  asSentence,
  formatCount,
  formatDate,
  Section,
  showServerError,
} from '@glow/shared-ui/pages';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useReadContributorDocumentQuery, useSubmitApplicationDetailsMutation } from '../api';
import {
  DETAILS_FIELDS,
  detailsFormValues,
  detailsResolver,
  type DetailsFormValues,
} from '../components/detailsForm';
import { FullAddress } from '../components/FullAddress';
import { YesNoQuestion } from '../components/YesNoQuestion';
import { StepGate, type StepContext } from '../components/StepGate';
import { paths } from '../paths';

const Confirmation = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  font-weight: 600;
  input {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.2rem;
  }
`;

const Agreement = styled.div`
  max-width: 46rem;
  padding: 0.75rem 1rem;
  border-left: 3px solid ${({ theme }) => theme.colors.primary[300]};
  background: ${({ theme }) => theme.colors.gray[100]};
  p {
    margin: 0 0 0.5rem;
    line-height: 1.5;
  }
`;

const Subheading = styled.h3`
  margin: 0.5rem 0 0;
  font-size: 1.05rem;
`;

const ConfirmError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The application's details (the step after the wallet), the registered address in full for the
 * contributor to confirm, and the grant agreement signed with their typed name. Submitting sends
 * the application to the admins; a returned one is changed and submitted again, and one sent back
 * by a wallet change confirms the new address and is submitted again.
 */
function DetailsForm({
  application,
  wallet,
  handles,
  agreement,
}: {
  application: ApplicationView;
  wallet: RegisteredWallet;
  handles: ContributorHandles | null;
  agreement: ContributorDocumentView;
}) {
  const [submitDetails] = useSubmitApplicationDetailsMutation();
  const resolver = useMemo(
    () =>
      detailsResolver({ registeredAddress: wallet.address, agreementVersion: agreement.version }),
    [wallet.address, agreement.version],
  );
  const form = useForm<DetailsFormValues, unknown, SubmitApplicationDetailsRequest>({
    resolver,
    defaultValues: detailsFormValues(application.details, handles),
  });
  const information = useWatch({ control: form.control, name: 'additionalInformation' }) ?? '';
  const busy = form.formState.isSubmitting;
  const returned = application.status === 'returned';
  const walletChanged = application.status === 'walletChanged';
  const maxInformation = APPLICATION_FIELDS.additionalInformation.maxLength;

  const submit = form.handleSubmit(async (details) => {
    try {
      const outcome = await submitDetails({ id: application.id, details }).unwrap();
      showToast({ title: asSentence(outcome.message), tone: 'success' });
    } catch (failure) {
      showServerError(form, failure, { fields: DETAILS_FIELDS });
    }
  });

  const answerError = (field: 'previousXrplGrants' | 'previousAccelerator') =>
    form.getFieldState(field, form.formState).error?.message;
  const confirmError = form.getFieldState('addressConfirmed', form.formState).error?.message;

  return (
    <Form onSubmit={submit} aria-label="Your application">
      {returned && application.returnReason && (
        <Alert tone="warning">
          <p>The admins returned your application: {application.returnReason}</p>
          <p>Change what they asked for and submit it again.</p>
        </Alert>
      )}
      {walletChanged && (
        <Alert tone="warning">
          <p>
            Your wallet changed after you submitted: confirm the new address in the grant agreement
            and submit again. The admins approve your application again before your grant is paid.
          </p>
        </Alert>
      )}
      <SubmitError form={form} />
      {(['previousXrplGrants', 'previousAccelerator'] as const).map((field) => (
        <YesNoQuestion
          key={field}
          question={`${APPLICATION_FIELDS[field].label}?`}
          error={answerError(field)}
          registration={form.register(field)}
        />
      ))}
      <FieldPair>
        <TextField
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={APPLICATION_FIELDS.website.maxLength}
          hint="Optional · an https address"
          {...fieldProps(form, 'website', { label: APPLICATION_FIELDS.website.label })}
        />
        <TextField
          hint="Optional · a username or https://github.com/ profile"
          {...fieldProps(form, 'github', { label: APPLICATION_FIELDS.github.label })}
        />
        <TextField
          hint="Optional · with or without @"
          {...fieldProps(form, 'xHandle', { label: APPLICATION_FIELDS.xHandle.label })}
        />
      </FieldPair>
      <TextAreaField
        rows={4}
        maxLength={maxInformation}
        hint={`Optional · ${formatCount(information.length)} of ${formatCount(maxInformation)} characters`}
        {...fieldProps(form, 'additionalInformation', {
          label: APPLICATION_FIELDS.additionalInformation.label,
        })}
      />

      <Subheading>Your registered XRPL address</Subheading>
      <FullAddress aria-label="Registered address">{wallet.address}</FullAddress>
      <Muted>
        Not the right one? <Link to={paths.walletRegistration}>Register another wallet</Link>
      </Muted>
      <Confirmation>
        <input
          type="checkbox"
          aria-invalid={confirmError ? true : undefined}
          {...form.register('addressConfirmed')}
        />
        This is my XRPL address; I am liable for it being right
      </Confirmation>
      {confirmError && <ConfirmError>{confirmError}</ConfirmError>}

      <Subheading>
        {agreement.title} <Muted as="span">(version {agreement.version})</Muted>
      </Subheading>
      <Agreement>
        {agreement.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Agreement>
      <TextField
        autoComplete="name"
        hint="Your first and last name as Glow has them"
        // The API's "agreementName must be your full name as Glow has it: …" shows as
        // "Your typed name must be …" under the field.
        {...fieldProps(form, 'agreementName', { label: 'Your typed name' })}
        label={APPLICATION_FIELDS.agreementName.label}
      />
      <FormActions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Submitting…' : returned || walletChanged ? 'Resubmit' : 'Submit application'}
        </Button>
      </FormActions>
    </Form>
  );
}

/** The details sent: what the contributor agreed to, and that the admins have it. */
function Submitted({ application }: { application: ApplicationView }) {
  const { agreement } = application;
  return (
    <Section id="details-submitted" title="Application submitted">
      <p>
        {application.status === 'approved'
          ? 'The admins approved your application.'
          : 'Your application is with the admins for review. You will get an email when they decide.'}
      </p>
      {agreement && (
        <Muted>
          Grant agreement (version {agreement.version}) signed by {agreement.name} on{' '}
          {formatDate(agreement.signedAt)} for <code>{agreement.address}</code>.
        </Muted>
      )}
      <p>
        <ButtonLink to={paths.applications} $variant="secondary">
          Back to your application
        </ButtonLink>
      </p>
    </Section>
  );
}

function DetailsStep({ application, state, wallet, handles }: StepContext) {
  const {
    data: agreement,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useReadContributorDocumentQuery('grantAgreement');
  if (state === 'done') return <Submitted application={application} />;
  if (isLoading) return <Muted aria-busy="true">Loading the grant agreement…</Muted>;
  if (!agreement || (error && !isFetching)) return <LoadFailure error={error} onRetry={refetch} />;
  if (!wallet)
    return (
      <Alert tone="warning">
        <p>Register your wallet first: the grant agreement names it.</p>
      </Alert>
    );
  return (
    <Section id="details-form" title={`Your application for ${application.cohort.name}`}>
      <DetailsForm
        application={application}
        wallet={wallet}
        handles={handles}
        agreement={agreement}
      />
    </Section>
  );
}

/** The details of the application and the signed grant agreement, or what was submitted. */
export default function DetailsSubmission() {
  return (
    <Page>
      <StepGate step="details">{(context) => <DetailsStep {...context} />}</StepGate>
    </Page>
  );
}
