import { Card, Stack } from '@glow/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

/** A card with a heading that names it for assistive technology. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <Stack $gap="0.75rem">
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
      </Stack>
    </Card>
  );
}
