// An inline status message (role=alert for errors, role=status otherwise) with a text title.
import type { ReactNode } from 'react';

export function Notice({ kind, title, children }: { kind: 'error' | 'success' | 'info'; title?: string; children?: ReactNode }) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div>
        {title ? <strong className="notice__title">{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}
