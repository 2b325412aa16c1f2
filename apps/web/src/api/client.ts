/**
 * The one HTTP client: paths go under /api with a trailing slash, bodies are JSON
 * (or form-posted), `Authorization: Token <key>` is sent when a token is set, 204 answers null and
 * any other non-2xx rejects with an ApiError carrying the status and the server's code.
 */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string[]>;
  /** The existing record a refusal points to (e.g. the mother already on file). */
  ref?: { entity: string; id: number };
  /** A social sign-in's 409 social_link_required: the single-use key that links with the account's password. */
  link_key?: string;
  /** With link_key: what the link form names (the provider, the account's masked address). */
  link?: { provider: 'google' | 'facebook' | 'line'; email: string };
  /** A handover's 409 stale_note: the notes as saved now, to merge with (HandoverConflict.current). */
  current?: unknown;
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && typeof (value as ApiError).status === 'number' && 'code' in value;

let token: string | null = null;

export const setToken = (value: string | null) => {
  token = value;
};
export const getToken = () => token;

export type Query = Record<string, string | number | boolean | undefined | null>;

/** `user/login` → `/api/user/login/`; a path starting with `/` (e.g. `/checkout/order`) is kept outside /api. */
export function apiUrl(path: string, query?: Query): string {
  const [rawPath = '', existing] = path.split('?');
  let url = rawPath.startsWith('/') ? rawPath : `/api/${rawPath}`;
  if (!url.endsWith('/')) url += '/';
  const params = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export interface RequestOptions {
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** Form-post body (application/x-www-form-urlencoded). */
  form?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /** Headers beside the client's own (e.g. a create's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Who carries the request: the browser's fetch, or on the server the server's own API (entry-server.tsx). */
  fetch?: typeof fetch;
}

/** Where a store's requests go: its thunks' extra argument (app/store.ts); absent in the browser. */
export interface RequestContext {
  fetch?: typeof fetch;
}

const baseHeaders = (): Record<string, string> => ({
  accept: 'application/json',
  ...(token && { authorization: `Token ${token}` }),
});

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = { ...options.headers, ...baseHeaders() };
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = apiUrl(path, options.query);
  let response: Response;
  try {
    const send = options.fetch ?? fetch;
    response = await send(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw { status: 0, code: 'network_error', message: String((error as Error)?.message ?? error) } satisfies ApiError;
  }
  if (response.status === 204) return null as T;
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    const errorBody = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<ApiError>;
    throw {
      status: response.status,
      code: typeof errorBody.code === 'string' ? errorBody.code : `http_${response.status}`,
      message: typeof errorBody.message === 'string' ? errorBody.message : response.statusText,
      ...(errorBody.fields && { fields: errorBody.fields }),
      ...(errorBody.ref && { ref: errorBody.ref }),
      ...(typeof errorBody.link_key === 'string' && { link_key: errorBody.link_key }),
      ...(errorBody.link && typeof errorBody.link === 'object' && { link: errorBody.link }),
      ...(errorBody.current !== undefined && { current: errorBody.current }),
    } satisfies ApiError;
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  postForm: <T>(path: string, form: Record<string, string | number | boolean>) => request<T>('POST', path, { form }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
