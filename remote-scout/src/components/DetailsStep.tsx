import { Button, Form, FormActions, Row } from '@glow/shared-ui';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DetailsFields, type NominationDetails } from './DetailsFields';
import { detailsResolver } from './nominationForms';

/** Step 4: what the work was, its categories and its day; every change goes to the draft. */
export function DetailsStep({
  details,
  onChange,
  onContinue,
  onBack,
}: {
  details: NominationDetails;
  onChange: (details: NominationDetails) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const form = useForm<NominationDetails>({ resolver: detailsResolver, defaultValues: details });

  const [description, categories, contributionDate] = useWatch({
    control: form.control,
    name: ['description', 'categories', 'contributionDate'],
  });

  useEffect(() => {
    if (!form.formState.isDirty) return;
    onChange({ description, categories, contributionDate });
  }, [form.formState.isDirty, description, categories, contributionDate, onChange]);

  return (
    <Form onSubmit={form.handleSubmit(() => onContinue())}>
      <DetailsFields form={form} />
      <FormActions>
        <Row>
          <Button type="submit">Continue</Button>
          <Button $variant="ghost" onClick={onBack}>
            Back
          </Button>
        </Row>
      </FormActions>
    </Form>
  );
}
