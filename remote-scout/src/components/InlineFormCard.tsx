import { Card, Stack } from '@glow/shared-ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

/** A form opened inside a step ("New project", "New contributor"), in its own titled card. */
export function InlineFormCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Stack>
        <Title id={titleId}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}
