import type { AdminApplicationDetail } from '@glow/contract';
import {
  APPLICATION_FIELDS,
  APPLICATION_STEP_NAMES,
  ASSESSMENT_SIZE_NAMES,
  ELIGIBILITY_QUESTIONS,
  KYC_STATUS_NAMES,
  type ApplicationStep,
  type StepState,
} from '@glow/shared-api';
import {
  Badge,
  githubUrl,
  Link,
  linkableWebUrl,
  Muted,
  Stack,
  xUrl,
  type Tone,
} from '@glow/shared-ui';
import { counted, formatDateTime, projectNames, Section } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { nominationPath } from '../../paths';

type Detail = AdminApplicationDetail;

const STATE_BADGES: Record<StepState, { label: string; tone: Tone }> = {
  done: { label: 'Done', tone: 'success' },
  current: { label: 'Next', tone: 'info' },
  locked: { label: 'Locked', tone: 'neutral' },
  notNeeded: { label: 'Not needed', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
};

const WALLET_NAMES = { xaman: 'Xaman', gemwallet: 'GemWallet', crossmark: 'Crossmark' } as const;

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.6rem;
  p {
    flex-basis: 100%;
    margin: 0;
  }
`;

/**
 * Named values, each name above its value: the names are long ("Previous accelerator (e.g. XRPL
 * Aquarium)") and the values (a website, a paragraph) must wrap within the card on a phone.
 */
const Fields = styled.dl`
  display: grid;
  gap: 0.15rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd + dt {
    margin-top: 0.5rem;
  }
`;

/** An XRPL address in full, never cut: the admin compares it character by character. */
const Address = styled.code`
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** Who did a step and when, as far as the application knows it. */
function stepRecord(step: ApplicationStep, application: Detail) {
  switch (step) {
    case 'terms':
    case 'codeOfConduct': {
      const accepted = application.documents.find(({ document }) => document === step);
      return (
        accepted && (
          <>
            Version {accepted.version}, accepted <At iso={accepted.acceptedAt} />
          </>
        )
      );
    }
    case 'eligibility': {
      const { eligibility } = application;
      if (!eligibility) return null;
      if (eligibility.carriedFrom)
        return (
          <>
            Carried over from {eligibility.carriedFrom.cohortName}, answered{' '}
            <At iso={eligibility.answered.at} />
          </>
        );
      return (
        <>
          Answered <At iso={eligibility.answered.at} />
          {eligibility.answered.by && ` by ${eligibility.answered.by}`}
        </>
      );
    }
    case 'wallet':
      return (
        application.wallet && (
          <>
            Registered <At iso={application.wallet.registeredAt} />
          </>
        )
      );
    case 'details':
      return (
        application.submittedAt && (
          <>
            Submitted <At iso={application.submittedAt} />
          </>
        )
      );
    case 'review':
      return (
        application.review && (
          <>
            {application.status === 'returned' ? 'Returned' : 'Reviewed'}{' '}
            <At iso={application.review.reviewed.at} />
            {application.review.reviewed.by && ` by ${application.review.reviewed.by}`}
            {application.status === 'walletChanged' && ', before the wallet changed'}
          </>
        )
      );
    case 'kyc':
      return (
        application.kyc.status && `KYC ${KYC_STATUS_NAMES[application.kyc.status].toLowerCase()}`
      );
    case 'account':
      return null;
  }
}

/** Each step in order with its state, and who did it and when. */
export function StepsSection({ application }: { application: Detail }) {
  return (
    <Section id="application-steps" title="Steps">
      <Items aria-label="Steps">
        {application.progress.steps.map(({ step, state }) => {
          const record = stepRecord(step, application);
          return (
            <Item key={step}>
              <strong>{APPLICATION_STEP_NAMES[step]}</strong>
              <Badge $tone={STATE_BADGES[state].tone}>{STATE_BADGES[state].label}</Badge>
              {record && <Muted>{record}</Muted>}
            </Item>
          );
        })}
      </Items>
    </Section>
  );
}

/** The nominations the application is for: projects, the scouts' description, final size. */
export function NominationsSection({ application }: { application: Detail }) {
  return (
    <Section id="application-nominations" title="Nominations">
      <Items>
        {application.nominations.map((nomination) => (
          <Item key={nomination.id}>
            <strong>
              <Link to={nominationPath(nomination.id)}>{projectNames(nomination.projects)}</Link>
            </strong>
            <Muted as="span">{counted(nomination.scouts, ['scout', 'scouts'])}</Muted>
            {nomination.finalSize && (
              <Badge>Final size: {ASSESSMENT_SIZE_NAMES[nomination.finalSize]}</Badge>
            )}
            <p>{nomination.description}</p>
          </Item>
        ))}
      </Items>
    </Section>
  );
}

/** The seven answers; a "No" with the plain explanation the contributor was given. */
export function EligibilitySection({ application }: { application: Detail }) {
  const { eligibility } = application;
  return (
    <Section id="application-eligibility" title="Eligibility">
      {!eligibility ? (
        <Muted>Not answered yet.</Muted>
      ) : (
        <>
          {eligibility.carriedFrom && (
            <Muted>
              Carried over from {eligibility.carriedFrom.cohortName}: the contributor confirms the
              answers still hold by signing this cohort&apos;s grant agreement.
            </Muted>
          )}
          <Items aria-label="Answers">
            {ELIGIBILITY_QUESTIONS.map(({ key, question, explanation }) => {
              const yes = eligibility.answers[key];
              return (
                <Item key={key}>
                  <span>{question}</span>
                  <Badge $tone={yes ? 'success' : 'danger'}>{yes ? 'Yes' : 'No'}</Badge>
                  {!yes && <p>Not eligible: {explanation}</p>}
                </Item>
              );
            })}
          </Items>
        </>
      )}
    </Section>
  );
}

/**
 * The wallet the contributor proved to own, in full, and the address approved with the
 * application, which the grant is paid to (a later wallet is paid only once approved again).
 */
export function WalletSection({ application }: { application: Detail }) {
  const { wallet, approvedAddress } = application;
  return (
    <Section id="application-wallet" title="Wallet">
      {!wallet ? (
        <Muted>No wallet registered yet.</Muted>
      ) : (
        <Stack $gap="0.6rem">
          <Address>{wallet.address}</Address>
          <Muted>
            {WALLET_NAMES[wallet.kind]}, ownership proven <At iso={wallet.registeredAt} />.
          </Muted>
          {application.walletChangedAfterSubmission && (
            <Badge $tone="warning">Wallet changed after submission</Badge>
          )}
        </Stack>
      )}
      {approvedAddress && (
        <Fields aria-label="Grant destination">
          <dt>The grant is paid to (approved with the application)</dt>
          <dd>
            <Address>{approvedAddress}</Address>
          </dd>
        </Fields>
      )}
    </Section>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const none = <Muted as="span">—</Muted>;

/** The details form as submitted and the grant agreement the contributor signed. */
export function DetailsSection({ application }: { application: Detail }) {
  const { details, agreement } = application;
  const website = details?.website ? linkableWebUrl(details.website) : null;
  return (
    <Section id="application-details" title="Details and agreement">
      {!details ? (
        <Muted>Not submitted yet.</Muted>
      ) : (
        <Fields>
          <dt>{APPLICATION_FIELDS.previousXrplGrants.label}</dt>
          <dd>{yesNo(details.previousXrplGrants)}</dd>
          <dt>{APPLICATION_FIELDS.previousAccelerator.label}</dt>
          <dd>{yesNo(details.previousAccelerator)}</dd>
          <dt>{APPLICATION_FIELDS.website.label}</dt>
          <dd>
            {website ? (
              <a href={website} target="_blank" rel="noreferrer">
                {details.website}
              </a>
            ) : (
              (details.website ?? none)
            )}
          </dd>
          <dt>{APPLICATION_FIELDS.github.label}</dt>
          <dd>
            {details.github ? (
              <a href={githubUrl(details.github)} target="_blank" rel="noreferrer">
                @{details.github}
              </a>
            ) : (
              none
            )}
          </dd>
          <dt>{APPLICATION_FIELDS.xHandle.label}</dt>
          <dd>
            {details.xHandle ? (
              <a href={xUrl(details.xHandle)} target="_blank" rel="noreferrer">
                @{details.xHandle}
              </a>
            ) : (
              none
            )}
          </dd>
          <dt>{APPLICATION_FIELDS.additionalInformation.label}</dt>
          <dd>{details.additionalInformation ?? none}</dd>
        </Fields>
      )}
      {agreement && (
        <Fields aria-label="Grant agreement">
          <dt>Signed as</dt>
          <dd>{agreement.name}</dd>
          <dt>Agreement</dt>
          <dd>Version {agreement.version}</dd>
          <dt>Address confirmed</dt>
          <dd>
            <Address>{agreement.address}</Address>
          </dd>
          <dt>Signed</dt>
          <dd>
            <At iso={agreement.signedAt} />
          </dd>
        </Fields>
      )}
    </Section>
  );
}

/** Whether the grant needs a KYC, why an admin asked for one, and each verification. */
export function KycSection({ application }: { application: Detail }) {
  const { kyc } = application;
  return (
    <Section id="application-kyc" title="Identity verification (KYC)">
      <Fields>
        <dt>Status</dt>
        <dd>{kyc.status ? KYC_STATUS_NAMES[kyc.status] : 'Not required'}</dd>
        {kyc.requestReason && (
          <>
            <dt>Asked because</dt>
            <dd>{kyc.requestReason}</dd>
          </>
        )}
      </Fields>
      {kyc.verifications.length > 0 && (
        <Items aria-label="Verifications">
          {kyc.verifications.map((verification) => (
            <Item key={verification.createdAt}>
              <span>
                Started <At iso={verification.createdAt} />
              </span>
              <Badge>{KYC_STATUS_NAMES[verification.status]}</Badge>
              {verification.decidedAt && (
                <Muted as="span">
                  decided <At iso={verification.decidedAt} />
                </Muted>
              )}
            </Item>
          ))}
        </Items>
      )}
    </Section>
  );
}
