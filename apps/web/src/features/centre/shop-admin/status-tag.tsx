import type { ReactNode } from 'react';

export type Tone = 'green' | 'gold' | 'blue' | 'red' | 'grey' | 'purple';

/**
 * A status label whose text and background meet WCAG AA contrast (antd's light tags do not). The colours
 * are the shop's pills' (features/shop/shop.css), repeated here so the staff chunk need not load the shop's CSS.
 */
export function StatusTag({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`pnc-shop-admin-tag pnc-shop-admin-tag-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
