// Modal dialog: react-aria ModalOverlay + Modal + Dialog. Focus is trapped inside, Escape and (unless
// the dialog is an alert) a click outside close it, focus returns to the trigger. Controlled by
// isOpen/onOpenChange or placed inside a DialogTrigger.
import type { ReactNode } from 'react';
import { Dialog as RACDialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';

export { DialogTrigger };

export interface DialogProps {
  title: string;
  /** Body and buttons (put buttons in a div.dialog__actions); close with onOpenChange(false). */
  children: ReactNode;
  /** Confirmation dialogs are alertdialogs: outside clicks do not dismiss them. */
  role?: 'dialog' | 'alertdialog';
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Whether a click on the backdrop closes it (default: plain dialogs yes, alertdialogs no). Escape always does. */
  isDismissable?: boolean;
  /** Extra class of the modal box (e.g. a wider one). */
  modalClassName?: string;
}

export function Dialog({ title, children, role = 'dialog', isOpen, onOpenChange, isDismissable = role === 'dialog', modalClassName }: DialogProps) {
  const controlled = isOpen === undefined ? {} : { isOpen };
  return (
    <ModalOverlay {...controlled} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={false} className="modal-overlay">
      <Modal className={modalClassName ? `modal ${modalClassName}` : 'modal'}>
        <RACDialog role={role} className="dialog">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          <div className="dialog__body">{children}</div>
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
