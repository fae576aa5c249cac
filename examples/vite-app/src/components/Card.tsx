import type { ReactNode } from 'react';

/** A titled section of the page; the heading labels the region for screen readers. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
