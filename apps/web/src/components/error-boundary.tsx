import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

const ErrorAlertView = lazy(() => import('./error-alert'));

/** Shows the message and stack in an alert; the alert's code loads only when an error is shown. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const err = error instanceof Error ? error : new Error(String(error));
  return (
    // Until the alert's chunk arrives (or if it cannot), the bare message and stack still show.
    <Suspense
      fallback={
        <div role="alert" className="pnc-error-boundary">
          <p className="pnc-error-message">{err.message}</p>
          {err.stack && <pre className="pnc-error-stack">{err.stack}</pre>}
        </div>
      }
    >
      <ErrorAlertView error={err} onRetry={onRetry} />
    </Suspense>
  );
}

interface Props {
  children: ReactNode;
  /** Changing this value (e.g. the path) clears a caught error. */
  resetKey?: unknown;
}
interface State {
  error: unknown;
  key: unknown;
}

/** Catches render errors below it (spec section 8: the error boundary shows message and stack in an alert). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorAlert error={this.state.error} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
