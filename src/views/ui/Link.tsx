// react-aria Link; client-side navigation comes from the RouterProvider in src/views/App.tsx.
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { composeClassName } from './cx.ts';

export interface LinkProps extends RACLinkProps {
  variant?: 'inline' | 'button-primary' | 'button-secondary' | 'plain';
}

const BASE: Record<NonNullable<LinkProps['variant']>, string> = {
  inline: 'link',
  'button-primary': 'button button--primary',
  'button-secondary': 'button button--secondary',
  plain: '',
};

export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeClassName(BASE[variant], className)} />;
}
