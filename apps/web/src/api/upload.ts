import { apiUrl, getToken, type ApiError } from './client';

export type UploadKind = 'avatar' | 'item';

/** The server's limit and types (MAX_UPLOAD_BYTES, sniffed by content), checked here too so a wrong file fails before it is sent. */
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const isUploadable = (file: Blob) => UPLOAD_TYPES.includes(file.type) && file.size <= UPLOAD_MAX_BYTES;

/** POST /api/upload/?kind=… as multipart (field `file`): the JSON client cannot send files. Rejects with an ApiError. */
export async function uploadImage(file: Blob, kind: UploadKind, fileName: string = kind): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file, fileName);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Token ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl('upload', { kind }), { method: 'POST', headers, body, credentials: 'same-origin' });
  } catch (error) {
    throw { status: 0, code: 'network_error', message: String((error as Error)?.message ?? error) } satisfies ApiError;
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<ApiError> & { url?: string };
  if (!response.ok || typeof answer.url !== 'string') {
    throw {
      status: response.status,
      code: typeof answer.code === 'string' ? answer.code : `http_${response.status}`,
      message: typeof answer.message === 'string' ? answer.message : response.statusText,
    } satisfies ApiError;
  }
  return { url: answer.url };
}
