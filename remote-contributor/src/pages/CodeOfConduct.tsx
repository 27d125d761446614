import { Page } from '@glow/shared-ui';
import { DocumentStep } from '../components/DocumentStep';

/** The code of conduct, versioned, and its acceptance. */
export default function CodeOfConduct() {
  return (
    <Page>
      <DocumentStep document="codeOfConduct" />
    </Page>
  );
}
