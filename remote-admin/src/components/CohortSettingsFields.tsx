import { GRANT_SIZE_NAMES, GRANT_SIZES, type GrantSize } from '@glow/shared-api';
import { TextField } from '@glow/shared-ui';
import { useId, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

type TextFieldProps = ComponentProps<typeof TextField>;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const Amounts = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

const Checkboxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2rem;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

const FieldMessage = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** "Grant amount per size (XRP)": a whole number of XRP for Small, Medium and Large. */
export function AmountFields({ field }: { field: (size: GrantSize) => TextFieldProps }) {
  return (
    <Group>
      <legend>Grant amount per size (XRP)</legend>
      <Amounts>
        {GRANT_SIZES.map((size) => (
          <TextField
            key={size}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...field(size)}
          />
        ))}
      </Amounts>
    </Group>
  );
}

/** "KYC required for": a checkbox per size; checked sizes are paid only after a KYC check. */
export function KycSizeCheckboxes({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>KYC required for</legend>
      <Checkboxes>
        {GRANT_SIZES.map((size) => (
          <label key={size}>
            <input type="checkbox" value={size} {...registration} />
            {GRANT_SIZE_NAMES[size]}
          </label>
        ))}
      </Checkboxes>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </Group>
  );
}

/** How many days voting is planned to run: information for voters. */
export function VotingDaysField(props: TextFieldProps) {
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      hint="Shown to voters; the period ends when you move the cohort on."
      {...props}
    />
  );
}
