import { Card, Stack } from '@glow/shared-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Title = styled.h2`
  margin: 0;
  font-size: 1.3rem;
  &:focus {
    outline: none;
  }
`;

/**
 * One step of the flow in its card. The step's heading takes the focus when the step opens after
 * another one, so a keyboard or screen-reader user starts at its top.
 */
export function StepFrame({
  title,
  focusOnOpen,
  children,
}: {
  title: string;
  focusOnOpen: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <Card aria-labelledby="nomination-step">
      <Stack>
        <Title id="nomination-step" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
