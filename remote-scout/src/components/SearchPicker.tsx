import { Input, Muted } from '@glow/shared-ui';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** How long typing must pause before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Fewer characters find too much to be useful. */
export const SEARCH_MIN_LENGTH = 2;

const Box = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Options = styled.ul`
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  max-height: 20rem;
  overflow-y: auto;
`;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.1rem;
  padding: 0.5rem 0.65rem;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-active='true'] {
    background: ${({ theme }) => theme.colors.primary[50]};
    outline: 2px solid ${({ theme }) => theme.colors.primary[300]};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface SearchPickerProps<Item> {
  label: string;
  hint: string;
  /**
   * The results for the term last reported through `onTermChange`, undefined while loading
   * (RTK Query's `currentData`, not `data`, which keeps the previous term's).
   */
  results: Item[] | undefined;
  /** The text typed, once typing pauses and it is long enough; '' otherwise. */
  onTermChange: (term: string) => void;
  keyOf: (item: Item) => number;
  /** The lines an option shows. */
  render: (item: Item) => ReactNode;
  /** Why an item cannot be chosen, or null. */
  disabledReason?: (item: Item) => string | null;
  onSelect: (item: Item) => void;
  /** What to say when nothing matches. */
  noMatch: string;
}

/**
 * A search box that lists matches as you type (the ARIA combobox pattern): Arrow keys move through
 * the options, Enter chooses, Escape closes the list. The API does the matching.
 */
export function SearchPicker<Item>({
  label,
  hint,
  results,
  onTermChange,
  keyOf,
  render,
  disabledReason = () => null,
  onSelect,
  noMatch,
}: SearchPickerProps<Item>) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = text.trim().length >= SEARCH_MIN_LENGTH ? text.trim() : '';
  // The term last reported: until the pause reports the one typed, `results` are an older term's.
  const [reported, setReported] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => {
      setReported(term);
      onTermChange(term);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, onTermChange]);

  const current = term !== '' && term === reported ? results : undefined;
  const items = current ?? [];
  const shown = open && term !== '';
  const activeItem = shown ? items[active] : undefined;

  function choose(item: Item | undefined) {
    if (item === undefined || disabledReason(item)) return;
    onSelect(item);
    setText('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && activeItem !== undefined) {
      // Enter chooses the option instead of submitting the form around the box.
      event.preventDefault();
      choose(activeItem);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={activeItem !== undefined ? `${id}-${keyOf(activeItem)}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <Options id={listId} role="listbox" aria-label={label} hidden={!shown}>
        {shown && !current && <Muted as="li">Searching…</Muted>}
        {shown && current && items.length === 0 && <Muted as="li">{noMatch}</Muted>}
        {shown &&
          items.map((item, index) => {
            const reason = disabledReason(item);
            return (
              <Option
                key={keyOf(item)}
                id={`${id}-${keyOf(item)}`}
                role="option"
                aria-selected={index === active}
                aria-disabled={reason ? true : undefined}
                data-active={index === active}
                // Keeps the focus in the box, so the list does not close before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                {render(item)}
                {reason && <small>{reason}</small>}
              </Option>
            );
          })}
      </Options>
    </Box>
  );
}
