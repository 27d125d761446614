import type { ProgrammeFunds } from '@glow/contract';
import { Alert } from '@glow/shared-ui';
import { formatDrops } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { Facts } from '../Facts';

/** On a phone, each figure under its name: an amount to six decimals is wide. */
const FundsFacts = styled(Facts)`
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.1rem;
    dd + dt {
      margin-top: 0.5rem;
    }
  }
`;

/**
 * The programme wallet's balance on the ledger, the reserve the ledger keeps, the payments still
 * open (not in the balance yet), what it can pay.
 */
export function ProgrammeFundsFacts({ funds }: { funds: ProgrammeFunds | null }) {
  if (!funds)
    return (
      <Alert tone="warning">
        <p>
          The wallet&apos;s balance could not be read from the ledger. A batch is prepared only once
          the ledger answers; try again in a moment.
        </p>
      </Alert>
    );
  return (
    <FundsFacts aria-label="Funds on the ledger">
      <dt>Balance on the ledger</dt>
      <dd>{formatDrops(funds.balanceDrops)}</dd>
      <dt>Reserve the ledger keeps</dt>
      <dd>{formatDrops(funds.reserveDrops)}</dd>
      {BigInt(funds.openDrops) > 0n && (
        <>
          <dt>Payments still open</dt>
          <dd>{formatDrops(funds.openDrops)}</dd>
        </>
      )}
      <dt>Can be paid</dt>
      <dd>
        <strong>{formatDrops(funds.spendableDrops)}</strong>
      </dd>
    </FundsFacts>
  );
}
