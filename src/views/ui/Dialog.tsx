// Modal dialog: react-aria ModalOverlay + Modal + Dialog. Focus is trapped inside, Escape and (unless
// the dialog is an alert) a click outside close it, focus returns to the trigger. Controlled by
// isOpen/onOpenChange or placed inside a DialogTrigger.
import type { ReactNode } from 'react';
import { Dialog as RACDialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';

export { DialogTrigger };

export interface DialogProps {
  title: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons; receive the close function. */
  actions?: (close: () => void) => ReactNode;
  /** Confirmation dialogs are alertdialogs: outside clicks do not dismiss them. */
  role?: 'dialog' | 'alertdialog';
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function Dialog({ title, children, actions, role = 'dialog', isOpen, onOpenChange }: DialogProps) {
  const controlled = isOpen === undefined ? {} : { isOpen };
  return (
    <ModalOverlay {...controlled} onOpenChange={onOpenChange} isDismissable={role === 'dialog'} isKeyboardDismissDisabled={false} className="modal-overlay">
      <Modal className="modal">
        <RACDialog role={role} className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog__title">
                {title}
              </Heading>
              <div className="dialog__body">{typeof children === 'function' ? children(close) : children}</div>
              {actions ? <div className="dialog__actions">{actions(close)}</div> : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
