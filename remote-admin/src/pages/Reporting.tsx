import { Muted, Page } from '@glow/shared-ui';

/**
 * The programme's figures as charts, each with its numbers, and the CSV exports (issue 18).
 * A first version so the route can point at this page; the charts follow.
 */
export default function Reporting() {
  return (
    <Page>
      <Muted>The charts and exports are being built.</Muted>
    </Page>
  );
}
