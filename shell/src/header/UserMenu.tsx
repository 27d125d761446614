import { selectUser, useAppSelector } from '@glow/shared-api';
import { Button, useNavigate } from '@glow/shared-ui';
import { paths } from '../paths';
import { useRoleArea } from '../remoteAreas';
import { useSignOut } from '../session/useSignOut';
import { Dropdown, MenuItem, MenuSeparator } from './Dropdown';
import { WalletEntries } from './WalletEntries';

/**
 * The signed-in user's menu: email, the role's pages, Profile, Logout, and on /vote the wallet's
 * entries (`onConnectWallet` given).
 */
export function UserMenu({ onConnectWallet }: { onConnectWallet?: () => void }) {
  const user = useAppSelector(selectUser)!;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { status } = useRoleArea(user.role);
  const roleEntries = status.state === 'loaded' ? status.module.navigation : [];

  return (
    <Dropdown
      width={256}
      trigger={(props) => (
        <Button $variant="secondary" aria-haspopup="menu" {...props}>
          Menu
        </Button>
      )}
    >
      {(close) => (
        <>
          <MenuItem disabled>{user.email}</MenuItem>
          <MenuSeparator />
          {roleEntries.map((entry) => (
            <MenuItem
              key={entry.to}
              onClick={() => {
                close();
                navigate(entry.to);
              }}
            >
              {entry.label}
            </MenuItem>
          ))}
          <MenuItem
            onClick={() => {
              close();
              navigate(paths.profile);
            }}
          >
            Profile
          </MenuItem>
          {onConnectWallet && (
            <>
              <MenuSeparator />
              <WalletEntries close={close} onConnect={onConnectWallet} />
            </>
          )}
          <MenuSeparator />
          <MenuItem
            onClick={() => {
              close();
              void signOut();
            }}
          >
            Logout
          </MenuItem>
        </>
      )}
    </Dropdown>
  );
}
