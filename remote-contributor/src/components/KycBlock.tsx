import { errorMessageOf, KYC_STATUS_NAMES, useAppDispatch, type KycStatus } from '@glow/shared-api';
import { Alert, Badge, Button, Muted, Row, showToast, type Tone } from '@glow/shared-ui';
import { asSentence, Section } from '@glow/shared-ui/pages';
import { useEffect } from 'react';
import { contributorApi, useReadKycQuery, useStartKycMutation } from '../api';
import { openProviderPage } from './openProviderPage';

/** How often the page asks for the verification's status while the provider decides. */
export const KYC_POLL_MS = 5000;

const KYC_TONES: Record<KycStatus, Tone> = {
  required: 'warning',
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
};

const KYC_TEXTS: Record<KycStatus, string> = {
  required: 'Your grant needs a verification of your identity (KYC) before it can be paid.',
  pending: 'Your verification is with the provider. This page updates by itself when they decide.',
  approved: 'Your identity is verified.',
  rejected:
    'The provider could not verify your identity. Your grant cannot be paid; the admins will contact you if a new verification is possible.',
};

/**
 * The KYC of an application whose grant needs one: "Start verification" opens the provider's
 * page (another site, which sends the contributor back here); while the provider decides, the
 * status is asked for every 5 seconds until it is approved or rejected.
 */
export function KycBlock({
  applicationId,
  status,
  canStart,
}: {
  applicationId: number;
  status: KycStatus;
  /** The details are submitted: the verification may start. */
  canStart: boolean;
}) {
  const pending = status === 'pending';
  const { data } = useReadKycQuery(applicationId, {
    skip: !pending,
    pollingInterval: pending ? KYC_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const [startKyc, { isLoading: starting }] = useStartKycMutation();
  const shown: KycStatus = (pending && data?.status) || status;
  const dispatch = useAppDispatch();
  const decided = pending && data !== undefined && data.status !== 'pending';
  // The provider decided: the application (its steps, its status) is read again.
  useEffect(() => {
    if (decided) dispatch(contributorApi.util.invalidateTags(['Application']));
  }, [decided, dispatch]);

  async function start() {
    try {
      const { redirectUrl } = await startKyc(applicationId).unwrap();
      openProviderPage(redirectUrl);
    } catch (failure) {
      showToast({ title: asSentence(errorMessageOf(failure)), tone: 'error' });
    }
  }

  return (
    <Section id="application-kyc" title="Identity verification">
      <Row>
        <Badge $tone={KYC_TONES[shown]}>{KYC_STATUS_NAMES[shown]}</Badge>
      </Row>
      <p aria-live="polite">{KYC_TEXTS[shown]}</p>
      {shown === 'pending' && (
        <Row>
          <Button $variant="secondary" onClick={start} disabled={starting} aria-busy={starting}>
            Continue verification
          </Button>
          <Muted>If you left the provider&apos;s page before finishing.</Muted>
        </Row>
      )}
      {shown === 'required' &&
        (canStart ? (
          <Row>
            <Button onClick={start} disabled={starting} aria-busy={starting}>
              {starting ? 'Starting…' : 'Start verification'}
            </Button>
            <Muted>You will leave Glow for the verification provider&apos;s page.</Muted>
          </Row>
        ) : (
          <Alert tone="info">
            <p>You can start the verification once your application details are submitted.</p>
          </Alert>
        ))}
    </Section>
  );
}
