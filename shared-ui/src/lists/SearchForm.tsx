import { SEARCH_MAX_LENGTH } from '@glow/contract/limits';
import { Input } from '../forms';
import { Button } from '../primitives';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const Controls = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    min-width: 0;
  }
`;

/**
 * A search box: the search runs when submitted (Enter or the button); clearing the box and
 * submitting shows everything again. `value` is the search in effect (from the URL).
 */
export function SearchForm({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under the box (back button, a link): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <Box role="search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <Controls>
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          Search
        </Button>
      </Controls>
    </Box>
  );
}
