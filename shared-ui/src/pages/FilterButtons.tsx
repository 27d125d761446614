import { Button } from '@glow/shared-ui';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary[600]};
    background: ${({ theme }) => theme.colors.primary[50]};
    color: ${({ theme }) => theme.colors.primary[800]};
  }
`;

/**
 * Which part of a list is shown: one button per filter, the current one pressed. `value` '' is
 * the whole list.
 */
export function FilterButtons<Filter extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: Filter | ''; label: string }[];
  value: Filter | '';
  onChange: (value: Filter | '') => void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          $variant="secondary"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
