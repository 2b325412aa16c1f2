import type { ReactNode } from 'react';
import { ApiErrorAlert } from '../resource/api-error';

interface Props {
  /** The list's load error: shown instead of everything else. */
  error: unknown;
  /** Loads the list again (the error's 重試 / Retry button). */
  onRetry?: () => void;
  /** The toast holder of the page's actions. */
  toasts: ReactNode;
  /** Filter controls, on the toolbar's left. */
  filters?: ReactNode;
  /** The toolbar's own button (New …), on its right. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of a staff list page: its toolbar of filters and a button above the list, or the error that stopped it loading. */
export function ListFrame({ error, onRetry, toasts, filters, extra, children }: Props) {
  if (error) return <ApiErrorAlert error={error} onRetry={onRetry} />;
  return (
    <>
      {toasts}
      <div className="pnc-list-toolbar">
        {filters && <div className="pnc-filters">{filters}</div>}
        {extra}
      </div>
      {children}
    </>
  );
}
