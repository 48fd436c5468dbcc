// Notifications (react-aria Toast): a global queue any part of the app may add to; every
// notification carries its kind as text (never colour alone) and a title.
import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
  Text,
  Button as RACButton,
} from 'react-aria-components/Toast';

import { NOTIFICATION_DURATION_MS } from '../../domain/constants.ts';
import type { Notice, NoticeLevel } from '../../domain/errors.ts';

export type NotificationKind = NoticeLevel;
export type Notification = Notice;

const KIND_LABEL: Record<NotificationKind, string> = {
  error: 'Fehler',
  warning: 'Warnung',
  success: 'Erfolg',
  info: 'Hinweis',
};
const KIND_ICON: Record<NotificationKind, string> = { error: '!', warning: '!', success: '✓', info: 'i' };

export const notificationQueue = new ToastQueue<Notification>({ maxVisibleToasts: 4 });

/** Shows a notice (product rules ‹Generic error handler›: 10 s by default). */
export function notify(notice: Notice, timeout: number = NOTIFICATION_DURATION_MS) {
  return notificationQueue.add(notice, { timeout });
}

export function NotificationRegion() {
  return (
    <ToastRegion queue={notificationQueue} className="toast-region" aria-label="Benachrichtigungen">
      {({ toast }) => (
        <RACToast toast={toast} className={`toast toast--${toast.content.level}`}>
          <span className="toast__icon" aria-hidden="true">
            {KIND_ICON[toast.content.level]}
          </span>
          <ToastContent className="toast__content">
            <span className="toast__kind">{KIND_LABEL[toast.content.level]}</span>
            <Text slot="title" className="toast__title">
              {toast.content.title}
            </Text>
            {toast.content.message ? (
              <Text slot="description" className="toast__message">
                {toast.content.message}
              </Text>
            ) : null}
          </ToastContent>
          <RACButton slot="close" className="toast__close" aria-label="Schließen">
            ×
          </RACButton>
        </RACToast>
      )}
    </ToastRegion>
  );
}
