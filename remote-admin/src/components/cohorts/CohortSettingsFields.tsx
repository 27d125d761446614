import { GRANT_SIZE_NAMES, GRANT_SIZES, type GrantSize } from '@glow/shared-api';
import { TextField } from '@glow/shared-ui';
import { FieldGroup } from '@glow/shared-ui/pages';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

type TextFieldProps = ComponentProps<typeof TextField>;

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

/** "Grant amount per size (XRP)": a whole number of XRP for Small, Medium and Large. */
export function AmountFields({ field }: { field: (size: GrantSize) => TextFieldProps }) {
  return (
    <FieldGroup legend="Grant amount per size (XRP)">
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
    </FieldGroup>
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
  return (
    <FieldGroup legend="KYC required for" error={error}>
      <Checkboxes>
        {GRANT_SIZES.map((size) => (
          <label key={size}>
            <input type="checkbox" value={size} {...registration} />
            {GRANT_SIZE_NAMES[size]}
          </label>
        ))}
      </Checkboxes>
    </FieldGroup>
  );
}

/** The last day contributors have to complete their applications: they see it and are reminded. */
export function ApplicationsDueField(props: TextFieldProps) {
  return (
    <TextField
      type="date"
      hint="Contributors see it from their nomination on and are reminded 7 days and 1 day before. Closing the cohort earlier asks you to confirm."
      {...props}
    />
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
