import { useEffect } from 'react';

export interface ToastView {
  id: number;
  text: string;
  kind: 'info' | 'success' | 'error' | 'warning';
  duration: number;
}

/** A short message sliding in at the top centre, under the header (styles.css); it hides itself after `duration` ms (1.5 s by default). */
export function Toast({ toast, onHide }: { toast: ToastView | null; onHide: (id: number) => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => onHide(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, onHide]);
  return (
    <div className="pnc-toast-region" role={toast?.kind === 'error' ? 'alert' : 'status'} aria-live="polite">
      {toast && (
        <div key={toast.id} className={`pnc-toast pnc-toast-${toast.kind}`} data-testid="toast">
          {toast.text}
        </div>
      )}
    </div>
  );
}
