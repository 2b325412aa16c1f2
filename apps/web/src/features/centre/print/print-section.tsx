import { type ReactNode, useId } from 'react';

/** A titled part of a printed record; the title's id names the table inside it. */
export function PrintSection({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <section className="pnc-print-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children(id)}
    </section>
  );
}
