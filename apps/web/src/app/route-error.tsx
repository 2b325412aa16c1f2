import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorAlert } from '../components/error-boundary';
import { withChunkReload } from '../lib/chunk-reload';
import { PageNotFound } from '../lib/page-data';
import { loadNotFound } from './routes';

const NotFoundPage = lazy(withChunkReload(loadNotFound));

/** Route errors: a 404 (from page data or the router) shows the 404 page, anything else the error alert. */
export function RouteError() {
  const error = useRouteError();
  const notFound = error instanceof PageNotFound || (isRouteErrorResponse(error) && error.status === 404);
  if (notFound) {
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
