import { Page } from '@glow/shared-ui';
import { DocumentStep } from '../components/DocumentStep';

/** The terms of service, versioned, and their acceptance. */
export default function Terms() {
  return (
    <Page>
      <DocumentStep document="terms" />
    </Page>
  );
}
