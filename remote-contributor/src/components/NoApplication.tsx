import { Muted } from '@glow/shared-ui';
import { Section } from '@glow/shared-ui/pages';

/** A contributor account with no nomination (yet): nothing to apply for. */
export function NoApplication() {
  return (
    <Section id="no-application" title="No application yet">
      <Muted>
        An application opens when a scout nominates you for a cohort; you will get an email.
      </Muted>
    </Section>
  );
}
