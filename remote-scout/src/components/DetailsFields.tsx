import { DESCRIPTION_MAX_LENGTH } from '@glow/contract/limits';
import {
  CONTRIBUTION_WARNING_MONTHS,
  NOMINATION_CATEGORIES,
  type NominationCategory,
} from '@glow/shared-api';
import { Alert, fieldProps, TextAreaField, TextField } from '@glow/shared-ui';
import {
  FieldGroup,
  formatCount,
  formatDate,
  olderThanWarning,
  today,
} from '@glow/shared-ui/pages';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';

/** What a scout says about the work: the fields of step 4 and of the edit dialog. */
export interface NominationDetails {
  description: string;
  categories: NominationCategory[];
  contributionDate: string;
}

export const DETAILS_FIELDS = ['description', 'categories', 'contributionDate'] as const;

const Checkboxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 0.4rem 1.5rem;
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2rem;
  }
  input {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
  }
`;

/**
 * Description (with a live count of its characters), categories (one or more of the eight) and
 * the day of the work (not in the future; a warning, not an error, when it was old on the day of
 * the nomination: `nominatedAt` of one being edited, today for one being made).
 */
export function DetailsFields<Values extends NominationDetails>({
  form,
  nominatedAt,
}: {
  form: UseFormReturn<Values>;
  nominatedAt?: string;
}) {
  // The form's values are a NominationDetails: the field names below exist in every Values.
  const details = form as unknown as UseFormReturn<NominationDetails>;
  const description = useWatch({ control: details.control, name: 'description' }) ?? '';
  const contributionDate = useWatch({ control: details.control, name: 'contributionDate' }) ?? '';
  const categoriesError = fieldProps(details, 'categories', { label: 'Categories' }).error;
  return (
    <>
      <TextAreaField
        rows={6}
        maxLength={DESCRIPTION_MAX_LENGTH}
        hint={`${formatCount(description.length)} of ${formatCount(DESCRIPTION_MAX_LENGTH)} characters`}
        {...fieldProps(details, 'description', { label: 'Description of the work' })}
      />
      <FieldGroup legend="Categories" error={categoriesError}>
        <Checkboxes>
          {NOMINATION_CATEGORIES.map((category) => (
            <label key={category}>
              <input
                type="checkbox"
                value={category}
                aria-invalid={categoriesError ? true : undefined}
                {...details.register('categories')}
              />
              {category}
            </label>
          ))}
        </Checkboxes>
      </FieldGroup>
      <TextField
        type="date"
        max={today()}
        hint="The day of the work; not in the future"
        {...fieldProps(details, 'contributionDate', { label: 'Contribution date' })}
      />
      {olderThanWarning(contributionDate, nominatedAt ? new Date(nominatedAt) : undefined) && (
        <Alert tone="warning">
          <p>
            {nominatedAt
              ? `This work was more than ${CONTRIBUTION_WARNING_MONTHS} months old when it was nominated, on ${formatDate(nominatedAt)}; judges look for work within the ${CONTRIBUTION_WARNING_MONTHS} months before the nomination.`
              : `This work is more than ${CONTRIBUTION_WARNING_MONTHS} months old; judges look for work within the last ${CONTRIBUTION_WARNING_MONTHS} months.`}
          </p>
        </Alert>
      )}
    </>
  );
}
