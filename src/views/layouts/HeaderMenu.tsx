// The role-dependent header menu (product rules ‹Header and navigation›); entries and label come from src/domain/menu.ts.
import { headerMenuEntries, headerMenuLabel, type MenuUser } from '../../domain/menu.ts';
import { Button as RACButton } from 'react-aria-components/Button';
import { ChevronDownIcon, MenuIcon, UserIcon } from '../ui/Icons.tsx';
import { Menu, MenuItem, MenuTrigger } from '../ui/Menu.tsx';

export function HeaderMenu({ user, onLogout }: { user: MenuUser; onLogout: () => void }) {
  const { label, icon } = headerMenuLabel(user);
  const entries = headerMenuEntries(user);
  const disabledKeys = entries.filter((e) => 'disabled' in e).map((e) => e.id);
  return (
    <MenuTrigger>
      {/* On a phone the label is read, not shown (the header is one row there); the icon stands in. */}
      <RACButton className="header-menu-button">
        {icon === 'user' ? (
          <UserIcon />
        ) : (
          <span className="header-menu-button__phone-icon">
            <MenuIcon />
          </span>
        )}
        <span className="header-menu-button__label">{label}</span>
        <ChevronDownIcon />
      </RACButton>
      <Menu
        aria-label={label}
        disabledKeys={disabledKeys}
        onAction={(key) => {
          if (key === 'logout') onLogout();
        }}
      >
        {entries.map((entry) => (
          <MenuItem key={entry.id} id={entry.id} href={'href' in entry ? entry.href : undefined} textValue={entry.label}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
