import {
  ASSESSMENT_SIZE_NAMES,
  DEFAULT_GRANT_AMOUNTS,
  DEFAULT_KYC_SIZES,
  GRANT_SIZE_NAMES,
  GRANT_SIZES,
  MIN_ASSESSMENTS_PER_NOMINATION,
  VOTE_VALUES,
  WALLET_KINDS,
} from '@glow/shared-api';
import { Card, Link, Muted, Page, Stack } from '@glow/shared-ui';
import { usePublicConfigQuery, WALLET_NAMES } from '@glow/shared-wallet';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PERIODS } from '../components/periods';
import { paths } from '../paths';

const Contents = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Subtitle = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const Prose = styled(Stack)`
  p,
  ul,
  ol {
    margin: 0;
    line-height: 1.6;
  }
  ul,
  ol {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.3rem;
  }
`;

const Amounts = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: 0.35rem 1.25rem 0.35rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

/** One section of the guide, linkable as `/guide#<id>` (scroll-margin keeps its title in view). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: '1rem' }}>
      <Prose $gap="0.75rem">
        <Title id={`${id}-title`}>{title}</Title>
        {children}
      </Prose>
    </Card>
  );
}

const SECTIONS = [
  { id: 'voting', title: 'How voting works' },
  { id: 'cohorts', title: 'How a cohort runs' },
  { id: 'grants', title: 'How grants are sized' },
  { id: 'payments', title: 'How grants are paid' },
  { id: 'results', title: 'Where the results are' },
] as const;

const titleOf = (id: (typeof SECTIONS)[number]['id']) =>
  SECTIONS.find((section) => section.id === id)!.title;

/** "+1", "−1", "0". */
const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');

/** "1 drop", "10 drops". */
const dropsText = (drops: string) => `${drops} drop${drops === '1' ? '' : 's'}`;

const walletList = WALLET_KINDS.map((kind) => WALLET_NAMES[kind]).join(', ');

/**
 * The programme guide for the public: how voting works (registration, what a vote counts for,
 * changing it), how a cohort runs, how grants are sized and paid, and where the results are. Its
 * figures come from the programme's rules and the deployment's configuration.
 */
export default function Guide() {
  const { data: config } = usePublicConfigQuery();
  // Until the configuration arrives, the usual amount, written alike so the text does not reflow.
  const registration = dropsText(config?.voterRegistration.amountDrops ?? '1');

  return (
    <Page>
      <Contents aria-label="On this page">
        <ol>
          {SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ol>
      </Contents>

      <Part id="voting" title={titleOf('voting')}>
        <p>
          Anyone with a wallet on the XRP Ledger can vote: {walletList}. There is no account to
          create. Open <Link to={paths.vote}>Vote</Link> and connect your wallet.
        </p>
        <Subtitle>Register once</Subtitle>
        <p>
          Before your first vote you register your wallet: it sends a payment of {registration} of
          XRP to Glow&apos;s verification address, and Glow checks that payment on the ledger. This
          proves the address is yours and that a person stands behind it. You register once; it
          counts for every cohort after. Your wallet adds the ledger&apos;s network fee.
        </p>
        <Subtitle>What a vote counts for</Subtitle>
        <ul>
          <li>
            An upvote adds {signed(VOTE_VALUES.UP)} to a nomination&apos;s score, a downvote{' '}
            {signed(VOTE_VALUES.DOWN)}. You have one vote per nomination.
          </li>
          <li>
            The score is the sum of the votes. Judges review the nominations with the highest scores
            first, and weigh the votes with the number of scouts behind a nomination, its impact and
            its activity on GitHub. Votes do not decide a grant on their own.
          </li>
        </ul>
        <Subtitle>Changing your vote</Subtitle>
        <p>
          While the cohort is in its voting period you can change an upvote to a downvote and back,
          or remove your vote (it then counts {signed(VOTE_VALUES.NONE)}). When the voting period
          ends, the votes stay as they are.
        </p>
      </Part>

      <Part id="cohorts" title={titleOf('cohorts')}>
        <p>Glow runs in cohorts, one at a time. Each goes through four periods, then it closes:</p>
        <ol>
          {PERIODS.map(({ period, name, text }) => (
            <li key={period}>
              <strong>{name}.</strong> {text}
            </li>
          ))}
        </ol>
      </Part>

      <Part id="grants" title={titleOf('grants')}>
        <p>
          At least {MIN_ASSESSMENTS_PER_NOMINATION} judges assess each nomination. Each judge gives
          it a size: {ASSESSMENT_SIZE_NAMES.decline} (no grant),{' '}
          {GRANT_SIZES.map((size) => GRANT_SIZE_NAMES[size]).join(', ')}. The final size is the size
          most judges gave; when judges are split evenly, they agree on one together and say why.
        </p>
        <p>
          The amount of each size is set for each cohort when it starts. The amounts Glow proposes:
        </p>
        <Amounts>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Grant</th>
            </tr>
          </thead>
          <tbody>
            {GRANT_SIZES.map((size) => (
              <tr key={size}>
                <th scope="row">{GRANT_SIZE_NAMES[size]}</th>
                <td>{DEFAULT_GRANT_AMOUNTS[size].toLocaleString()} XRP</td>
              </tr>
            ))}
          </tbody>
        </Amounts>
        <p>
          A person receives at most one grant per cohort. Grants of the sizes a cohort names
          (usually {DEFAULT_KYC_SIZES.map((size) => GRANT_SIZE_NAMES[size]).join(', ')}) need an
          identity check first.
        </p>
      </Part>

      <Part id="payments" title={titleOf('payments')}>
        <ol>
          <li>The judges approve the cohort&apos;s grants together.</li>
          <li>
            Each contributor with a grant completes an application: accepts the terms and the code
            of conduct, answers the eligibility questions, proves the wallet the grant goes to, and
            confirms the details. The programme&apos;s admins review it.
          </li>
          <li>Where the size needs it, the contributor passes an identity check.</li>
          <li>
            The grant is paid in XRP on the XRP Ledger, from the programme&apos;s wallet to the
            contributor&apos;s. The payment&apos;s transaction is public.
          </li>
        </ol>
        <Muted>
          A grant that cannot be paid (a contributor not eligible, or who does not finish the
          application in time) goes back to the programme&apos;s pool for the next cohort.
        </Muted>
      </Part>

      <Part id="results" title={titleOf('results')}>
        <p>
          <Link to={paths.applications}>Results</Link> shows each cohort once its grants are
          approved: its nominations, their final sizes, the grants paid with their transactions on
          the ledger, and the scouts and judges who ran it. What each scout or judge decided on
          their own is not shown. The nominations of the current cohort and their scores are on{' '}
          <Link to={paths.vote}>Vote</Link>.
        </p>
        <p>
          Another question? <Link to={paths.help}>Write to us</Link>.
        </p>
      </Part>
    </Page>
  );
}
