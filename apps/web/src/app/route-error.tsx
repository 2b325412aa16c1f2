import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorAlert } from '../components/error-boundary';
import { withChunkReload } from '../lib/chunk-reload';
import { loadNotFound } from './routes';

const NotFoundPage = lazy(withChunkReload(loadNotFound));

/** An error that escaped every page (the layout itself failed): never React Router's developer screen. */
export function RootError() {
  return <ErrorAlert error={useRouteError()} onRetry={() => window.location.reload()} />;
}

/** Route errors: a 404 shows the 404 page, anything else the error alert. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <ErrorAlert
      error={isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error}
      onRetry={() => window.location.reload()}
    />
  );
}
