import type { ApplicationView } from '@glow/contract';
import { APPLICATION_STEP_NAMES, endedWithCohort } from '@glow/shared-api';
import { ButtonLink, Muted } from '@glow/shared-ui';
import { Section } from '@glow/shared-ui/pages';
import { paths } from '../paths';
import { STEP_PATHS } from './stepPaths';

/** Why a step cannot be taken when no step of the application is the contributor's to take. */
function endedBecause(application: ApplicationView): string {
  const cohort = application.cohort.name;
  if (application.status === 'notEligible')
    return `your application for ${cohort} ended at the eligibility questions`;
  if (application.status === 'withdrawn') return `your nomination in ${cohort} was withdrawn`;
  if (endedWithCohort(application.status, application.cohort.period))
    return `${cohort} closed before your application was submitted`;
  return `your application for ${cohort} is with the admins`;
}

/**
 * A step opened before its turn: which step comes first, with a link to it (the API refuses the
 * step anyway, with "previous steps must be completed first").
 */
export function LockedStep({ application }: { application: ApplicationView }) {
  const { current, nextAction } = application.progress;
  const path = current ? STEP_PATHS[current] : null;
  return (
    <Section id="step-locked" title="Locked">
      {nextAction ? (
        <p>Locked: {nextAction} first.</p>
      ) : (
        <p>Locked: {endedBecause(application)}.</p>
      )}
      <Muted>The steps of an application are taken in order.</Muted>
      <p>
        {current && path && nextAction ? (
          <ButtonLink to={path}>Go to {APPLICATION_STEP_NAMES[current]}</ButtonLink>
        ) : (
          <ButtonLink to={paths.applications} $variant="secondary">
            Back to your application
          </ButtonLink>
        )}
      </p>
    </Section>
  );
}
