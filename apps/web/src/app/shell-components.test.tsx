import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import './i18n';
import { ErrorBoundary } from '../components/error-boundary';
import { Toast, type ToastView } from '../components/toast';

function Boom(): never {
  throw new Error('kaboom');
}

describe('error boundary', () => {
  it('shows the error message and stack in an alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('kaboom')).toBeInTheDocument();
    expect(document.querySelector('.pnc-error-stack')?.textContent).toContain('Boom');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('toast', () => {
  function Host({ initial }: { initial: ToastView }) {
    const [toast, setToast] = useState<ToastView | null>(initial);
    return <Toast toast={toast} onHide={() => setToast(null)} />;
  }

  it('shows the text and hides itself after its duration (1.5 s by default)', () => {
    vi.useFakeTimers();
    try {
      render(<Host initial={{ id: 1, text: '已加入購物車', kind: 'success', duration: 1500 }} />);
      expect(screen.getByTestId('toast')).toHaveTextContent('已加入購物車');
      act(() => vi.advanceTimersByTime(1400));
      expect(screen.queryByTestId('toast')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
