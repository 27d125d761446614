import { Card, Stack } from '@glow/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A section's heading; the title of a section that is not a card (a row of figures). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
  &:focus {
    outline: none;
  }
`;

/** Focuses the heading once it is on the page, or once asked to while it is. */
const focusHeading = (heading: HTMLHeadingElement | null) => heading?.focus();

/**
 * A card with a heading that names it for assistive technology (a region named `title`).
 * `focusOnOpen`: the heading takes the focus when the card appears (an answer to what the user
 * just sent), so a keyboard or screen-reader user, and the scroll position, start there.
 */
export function Section({
  id,
  title,
  focusOnOpen = false,
  children,
}: {
  id: string;
  title: ReactNode;
  focusOnOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <Stack $gap="0.75rem">
        <SectionTitle
          id={id}
          ref={focusOnOpen ? focusHeading : undefined}
          tabIndex={focusOnOpen ? -1 : undefined}
        >
          {title}
        </SectionTitle>
        {children}
      </Stack>
    </Card>
  );
}
