import { useEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';

export const TOAST_TIMEOUT_MS = 5000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  message?: string;
  tone?: ToastTone;
  /** How long the toast stays, in ms; hovering pauses the countdown. */
  durationMs?: number;
}

interface Toast extends Required<Omit<ToastOptions, 'message'>> {
  id: number;
  message?: string;
}

// Module state: shared-ui is a federated singleton, so the shell and every remote see one list.
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast({
  title,
  message,
  tone = 'info',
  durationMs = TOAST_TIMEOUT_MS,
}: ToastOptions) {
  const id = nextId++;
  toasts = [...toasts, { id, title, message, tone, durationMs }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const Stack = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(360px, calc(100vw - 2rem));
`;

const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'error'
          ? theme.colors.danger
          : theme.colors.primary[600]};
  strong {
    display: block;
    color: ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'error'
          ? theme.colors.danger
          : theme.colors.text};
  }
  p {
    margin: 0.15rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  button {
    margin-left: auto;
    border: 0;
    background: none;
    font-size: 1.1rem;
    line-height: 1;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.gray[500]};
  }
`;

function ToastItem({ toast }: { toast: Toast }) {
  const remaining = useRef(toast.durationMs);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = () => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => dismissToast(toast.id), remaining.current);
  };
  const pause = () => {
    clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  };

  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
    // The countdown starts once, when the toast appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Item
      $tone={toast.tone}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={start}
    >
      <div>
        <strong>{toast.title}</strong>
        {toast.message && <p>{toast.message}</p>}
      </div>
      <button aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </Item>
  );
}

/** Renders the toasts; the shell mounts it once. */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <Stack aria-live="polite">
      {current.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
