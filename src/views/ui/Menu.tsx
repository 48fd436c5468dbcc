// Dropdown menu: react-aria MenuTrigger + Popover + Menu; items may be links (href) or actions.
import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps,
  type MenuProps,
} from 'react-aria-components/Menu';
import { composeClassName } from './cx.ts';

export { MenuTrigger };

export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <Popover className="popover" placement="bottom end" offset={6}>
      <RACMenu {...props} className={composeClassName('menu', className)} />
    </Popover>
  );
}

export function MenuItem({ className, ...props }: MenuItemProps & { children?: ReactNode }) {
  return <RACMenuItem {...props} className={composeClassName('menu__item', className)} />;
}
