import { useId, useState } from 'react';
import styled from 'styled-components';
import { Stack } from '@glow/shared-ui';

/**
 * Texts longer than this are clamped to two lines with "more" to show them whole; shorter ones
 * are shown whole (clamping them could hide their end on a phone with no way to read it).
 */
const CLAMPED_FROM = 140;

const Text = styled.p<{ $clamped: boolean }>`
  margin: 0;
  max-width: 28rem;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  ${({ $clamped }) =>
    $clamped &&
    `display: -webkit-box;
     -webkit-line-clamp: 2;
     -webkit-box-orient: vertical;
     overflow: hidden;`}
`;

const More = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.primary[700]};
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * A description in a list: a long one in two lines, "more" shows it all. `describedBy` names what
 * it describes (the row's name), for the button's accessible description.
 */
export function ClampedText({ text, describedBy }: { text: string; describedBy?: string }) {
  const textId = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > CLAMPED_FROM;
  return (
    <Stack $gap="0.2rem">
      <Text id={textId} $clamped={long && !open}>
        {text}
      </Text>
      {long && (
        <More
          aria-expanded={open}
          aria-controls={textId}
          aria-describedby={describedBy}
          onClick={() => setOpen(!open)}
        >
          {open ? 'less' : 'more'}
        </More>
      )}
    </Stack>
  );
}
