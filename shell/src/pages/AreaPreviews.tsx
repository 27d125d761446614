import { StartAreaPreviewRequestSchema, type StartAreaPreviewRequest } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import {
  Button,
  fieldProps,
  Form,
  FormActions,
  Muted,
  SelectField,
  setSubmitError,
  SubmitError,
  TextField,
} from '@glow/shared-ui';
import { Section } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useEveryArea } from '../remoteAreas';
import { useEndAreaPreviewMutation, useStartAreaPreviewMutation } from './areaPreviewsApi';
import { reloadPage } from './reloadPage';

const resolver = zodResolver(StartAreaPreviewRequestSchema);

/**
 * For admins: load an uploaded version of a remote in this browser only (a preview), or end the
 * previews this browser has. Everyone else keeps the live versions.
 */
export function AreaPreviews() {
  const { listings } = useEveryArea();
  const remotes = listings.state === 'loaded' ? listings.remotes : [];
  const previewed = remotes.filter((listing) => listing.preview);
  const [start] = useStartAreaPreviewMutation();
  const [end, ending] = useEndAreaPreviewMutation();
  const form = useForm<StartAreaPreviewRequest>({
    resolver,
    defaultValues: { remote: '', version: '' },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (request) => {
    try {
      await start(request).unwrap();
      reloadPage();
    } catch (failure) {
      setSubmitError(form, errorMessageOf(failure));
    }
  });

  return (
    <Section id="area-previews" title="Preview a version in this browser">
      {previewed.length > 0 && (
        <Muted role="status">
          This browser runs{' '}
          {previewed.map(({ name, version }, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>
                {name}@{version}
              </code>
            </span>
          ))}{' '}
          as a preview, for an hour from when it started.{' '}
          <Button
            $variant="secondary"
            disabled={ending.isLoading}
            onClick={() => void end().unwrap().then(reloadPage, reloadPage)}
          >
            End the preview
          </Button>
        </Muted>
      )}
      <Form onSubmit={submit}>
        <Muted>
          Loads a version that a deploy uploaded (<code>pnpm deploy:remote … --upload-only</code>,
          or one the check before the switch refused) in place of the live one, in this browser
          only. Everyone else keeps the live version.
        </Muted>
        <SubmitError form={form} />
        <SelectField label="Remote" {...fieldProps(form, 'remote')}>
          <option value="">Choose a remote</option>
          {remotes.map(({ name }) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField label="Version" placeholder="0.1.0-1a2b3c4d" {...fieldProps(form, 'version')} />
        <FormActions>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Starting…' : 'Preview'}
          </Button>
        </FormActions>
      </Form>
    </Section>
  );
}
