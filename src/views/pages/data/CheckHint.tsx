// The data check's hints (product rules ‹Data check›): red for users who may fix the data, yellow warnings for the
// others. The tone is also said in words ('Zu erledigen', 'Hinweis'), never by colour alone.
import type { ReactNode } from 'react';

export function CheckHint({ tone, children }: { tone: 'danger' | 'warning'; children: ReactNode }) {
  return (
    <p className={`check-hint check-hint--${tone}`}>
      <strong className="check-hint__label">{tone === 'danger' ? 'Zu erledigen:' : 'Hinweis:'}</strong> {children}
    </p>
  );
}
