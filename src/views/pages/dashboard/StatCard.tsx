// One figure card of the start page: a heading, the figure in large type, a line saying what dates it.
import type { ReactNode } from 'react';

export function StatCard({ id, title, figure, unit, children }: { id: string; title: string; figure: ReactNode; unit?: string; children?: ReactNode }) {
  return (
    <section className="dash-card panel" aria-labelledby={id}>
      <h2 id={id} className="dash-card__title">
        {title}
      </h2>
      <p className="dash-card__figure">
        <strong>{figure}</strong>
        {unit ? <span className="dash-card__unit"> {unit}</span> : null}
      </p>
      {children}
    </section>
  );
}
