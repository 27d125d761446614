import type { ApplicationView } from '@glow/contract';
import {
  CONTRIBUTOR_DOCUMENT_NAMES,
  errorMessageOf,
  type AcceptedDocument,
} from '@glow/shared-api';
import {
  Alert,
  Button,
  ButtonLink,
  Form,
  FormActions,
  LoadFailure,
  Muted,
  showToast,
  useNavigate,
} from '@glow/shared-ui';
import { asSentence, formatDate, Section } from '@glow/shared-ui/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { useAcceptContributorDocumentMutation, useReadContributorDocumentQuery } from '../api';
import { StepGate } from './StepGate';
import { STEP_PATHS } from './stepPaths';

const Text = styled.div`
  max-width: 46rem;
  p {
    margin: 0 0 0.75rem;
    line-height: 1.55;
  }
`;

const Acceptance = styled.label`
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

/** Where the contributor goes after accepting: the step after this one. */
const NEXT_STEP: Record<AcceptedDocument, string> = {
  terms: STEP_PATHS.codeOfConduct!,
  codeOfConduct: STEP_PATHS.eligibility!,
};

/** The document's text, and its explicit acceptance (or when it was accepted). */
function DocumentAcceptance({
  document,
  application,
}: {
  document: AcceptedDocument;
  application: ApplicationView;
}) {
  const { data, error, isLoading, isFetching, refetch } = useReadContributorDocumentQuery(document);
  const [accept, { isLoading: accepting }] = useAcceptContributorDocumentMutation();
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const navigate = useNavigate();
  const name = CONTRIBUTOR_DOCUMENT_NAMES[document];

  if (isLoading) return <Muted aria-busy="true">Loading the {name}…</Muted>;
  if (!data || (error && !isFetching)) return <LoadFailure error={error} onRetry={refetch} />;

  const accepted = data.acceptedVersion === data.version;
  const outdated = data.acceptedVersion !== null && !accepted;
  const finished = application.status === 'notEligible' || application.status === 'withdrawn';

  async function submit() {
    setRefusal(null);
    try {
      const outcome = await accept({ document, version: data!.version }).unwrap();
      showToast({ title: asSentence(outcome.message), tone: 'success' });
      if (!finished) navigate(NEXT_STEP[document]);
    } catch (failure) {
      setRefusal(errorMessageOf(failure));
    }
  }

  return (
    <Section id="document" title={data.title}>
      <Muted>Version {data.version}</Muted>
      <Text>
        {data.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Text>
      {accepted && data.acceptedAt ? (
        <>
          <Alert tone="success">
            <p>
              Accepted version {data.version} on {formatDate(data.acceptedAt)}.
            </p>
          </Alert>
          {!finished && (
            <p>
              <ButtonLink to={NEXT_STEP[document]}>Continue</ButtonLink>
            </p>
          )}
        </>
      ) : (
        <Form
          aria-label={`Accept the ${name}`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {outdated && (
            <Alert tone="warning">
              <p>
                You accepted version {data.acceptedVersion}; the {name} changed to version{' '}
                {data.version}. Read and accept the new version.
              </p>
            </Alert>
          )}
          {refusal && (
            <Alert tone="danger">
              <p>{asSentence(refusal)}</p>
            </Alert>
          )}
          <Acceptance>
            <input
              type="checkbox"
              checked={checked}
              onChange={(event) => setChecked(event.target.checked)}
            />
            I have read and accept the {name} (version {data.version})
          </Acceptance>
          <FormActions>
            <Button type="submit" disabled={!checked || accepting} aria-busy={accepting}>
              {accepting ? 'Accepting…' : 'Accept'}
            </Button>
          </FormActions>
        </Form>
      )}
    </Section>
  );
}

/** The terms of service or the code of conduct: the text, then its acceptance. */
export function DocumentStep({ document }: { document: AcceptedDocument }) {
  return (
    <StepGate step={document}>
      {({ application }) => <DocumentAcceptance document={document} application={application} />}
    </StepGate>
  );
}
