import { Card, Page, Stack, Link } from '@glow/shared-ui';
import { config } from '../config';
import { paths } from '../paths';

export function HelpPage() {
  return (
    <Page>
      <Stack>
        <Card>
          <h2>Voting</h2>
          <p>
            Anyone with an XRPL wallet (Xaman, GemWallet or Crossmark) can vote on the nominations
            of the current cohort while it is in its voting period. Open{' '}
            <Link to={paths.vote}>Vote</Link>, connect your wallet and vote up or down; you can
            change or remove your vote until voting closes.
          </p>
        </Card>
        <Card>
          <h2>Scouts, judges, contributors and admins</h2>
          <p>
            You sign in with the email and password of the account the programme created for you, on
            the <Link to={paths.login}>Login</Link> page. If you lost your password, ask for a new
            one from there.
          </p>
        </Card>
        <Card>
          <h2>More</h2>
          <p>
            The <a href={config.docsUrl}>documentation</a> explains the programme in depth. Glow is
            a programme of <a href={config.organisation.url}>{config.organisation.name}</a>, who
            answer questions through their channels listed in the footer.
          </p>
        </Card>
      </Stack>
    </Page>
  );
}
