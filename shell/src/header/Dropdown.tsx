import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled.div<{ $width: number }>`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 50;
  width: ${({ $width }) => $width}px;
  max-width: calc(100vw - 1.5rem);
  padding: 0.4rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const MenuItem = styled.button.attrs({ type: 'button', role: 'menuitem' })`
  display: flex;
  width: 100%;
  align-items: center;
  gap: 0.5rem;
  padding: 0.55rem 0.7rem;
  border: 0;
  border-radius: 8px;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.gray[100]};
  }
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const MenuSeparator = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 0.35rem 0;
`;

/** A button with a panel below it; Escape, a click outside or choosing an item closes it. */
export function Dropdown({
  trigger,
  width,
  children,
}: {
  trigger: (props: {
    onClick: () => void;
    'aria-expanded': boolean;
    'aria-controls': string;
  }) => ReactNode;
  width: number;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      {trigger({
        onClick: () => setOpen((value) => !value),
        'aria-expanded': open,
        'aria-controls': panelId,
      })}
      {open && (
        <Panel id={panelId} role="menu" $width={width}>
          {children(() => setOpen(false))}
        </Panel>
      )}
    </Wrapper>
  );
}
