import type { ReactNode } from 'react';

export type Tone = 'green' | 'gold' | 'blue' | 'red' | 'grey' | 'purple';

/**
 * A status label whose text and background meet WCAG AA contrast (antd's light tags do not). Its colours are the
 * shop's pills', one palette in app/styles.css.
 */
export function StatusTag({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`pnc-shop-admin-tag pnc-shop-admin-tag-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
