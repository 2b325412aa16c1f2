import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/chunk-reload';
import { ReloadPage } from './reload-page';

const ErrorAlertView = lazy(() => import('./error-alert'));

/** The bare message and stack: shown until the alert's chunk arrives, and instead of it if it cannot. */
function BareError({ error }: { error: Error }) {
  return (
    <div role="alert" className="pnc-error-boundary">
      <p className="pnc-error-message">{error.message}</p>
      {error.stack && <pre className="pnc-error-stack">{error.stack}</pre>}
    </div>
  );
}

/** Draws `fallback` when its children throw (here: when the alert's own chunk cannot load). */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Shows the message and stack in an alert; the alert's code loads only when an error is shown. A screen whose code
 * could not load asks to reload instead.
 */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (error instanceof ChunkLoadError) return <ReloadPage />;
  const err = error instanceof Error ? error : new Error(String(error));
  const bare = <BareError error={err} />;
  return (
    <FallbackOnError fallback={bare}>
      <Suspense fallback={bare}>
        <ErrorAlertView error={err} onRetry={onRetry} />
      </Suspense>
    </FallbackOnError>
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

/** Catches render errors below it (it shows their message and stack in an alert). */
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
