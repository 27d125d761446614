import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Muted, Stack } from './primitives';

const Title = styled.h1`
  font-size: clamp(1.6rem, 2.5vw, 2.1rem);
  margin: 0;
`;

/** The top of every screen: its title and one line saying what it is for. */
export function Page({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Stack $gap="1.5rem">
      <Stack $gap="0.4rem">
        <Title>{title}</Title>
        {description && <Muted>{description}</Muted>}
      </Stack>
      {children}
    </Stack>
  );
}
