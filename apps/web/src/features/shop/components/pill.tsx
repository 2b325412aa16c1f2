import type { ReactNode } from 'react';

export type PillTone = 'green' | 'orange' | 'grey' | 'red' | 'blue' | 'purple' | 'gold';

/** A status label with text/background pairs that meet WCAG AA contrast (antd's light tags do not, on our palette). */
export function Pill({ tone, children, testId }: { tone: PillTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`pnc-pill pnc-pill-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
