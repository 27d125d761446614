import { Card, Stack } from '@glow/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

/** Cards side by side while they fit, one under the other on a narrow screen. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: 1.5rem;
  align-items: start;
`;

/** A card with a heading that names it for assistive technology. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <Stack $gap="0.9rem">
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
      </Stack>
    </Card>
  );
}
