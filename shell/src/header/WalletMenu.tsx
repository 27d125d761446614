import { Button } from '@glow/shared-ui';
import { Dropdown } from './Dropdown';
import { WalletEntries } from './WalletEntries';

export const WALLET_DROPDOWN_WIDTH = 256;

/** "Wallet Connected" and its dropdown, for a visitor who is not signed in. */
export function WalletMenu() {
  return (
    <Dropdown
      width={WALLET_DROPDOWN_WIDTH}
      trigger={(props) => (
        <Button $variant="secondary" aria-haspopup="menu" {...props}>
          Wallet Connected
        </Button>
      )}
    >
      {(close) => <WalletEntries close={close} />}
    </Dropdown>
  );
}
