import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Row } from './primitives';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(15, 23, 42, 0.45);
`;

const Panel = styled.div`
  width: min(28rem, 100%);
  /* A long form scrolls inside the dialog on a short screen. */
  max-height: 100%;
  overflow-y: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 20px 45px rgba(0, 0, 0, 0.2);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
`;

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select, textarea';

/**
 * A modal dialog: focus moves into it and stays there, Escape or a click outside closes it,
 * and focus goes back where it was when it closes.
 */
export function Dialog({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previouslyFocused?.focus();
    };
  }, []);

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Backdrop>
  );
}

const Actions = styled(Row)`
  justify-content: flex-end;
  margin-top: 1.25rem;
`;

/** Asks before doing something that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel = confirmLabel,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  /** Until what it asks is answered (a box ticked, a list loaded). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog title={title} onClose={() => !busy && onCancel()}>
      {children}
      <Actions>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          $variant="danger"
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          aria-busy={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
