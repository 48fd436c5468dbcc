// react-aria Form: native submit on Enter, server-side validation errors via validationErrors.
import { Form as RACForm, type FormProps } from 'react-aria-components/Form';
import { cx } from './cx.ts';

export function Form({ className, ...props }: FormProps) {
  return <RACForm {...props} className={cx('form', className)} />;
}
