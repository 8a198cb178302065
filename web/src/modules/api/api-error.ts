/** Error body of every non-2xx API response. */
export type ApiErrorBody = { detail: string; code: string; request_id: string; field?: string };

function hasDetail(data: unknown): data is Pick<ApiErrorBody, 'detail'> {
  return (
    typeof data === 'object' &&
    data !== null &&
    'detail' in data &&
    typeof data.detail === 'string' &&
    data.detail !== ''
  );
}

/** The server's `detail` for an RTK Query error (or a rejected `unwrap()`), else the fallback. */
export function errorDetail(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error && hasDetail(error.data)) {
    return error.data.detail;
  }
  return fallback;
}

export function errorStatus(error: unknown): number | string | null {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number' || typeof status === 'string') return status;
  }
  return null;
}

/** The one failure that means "this token is no longer accepted": the user must sign in again. */
export function isInvalidTokenError(error: unknown): boolean {
  return errorStatus(error) === 401 && errorDetail(error, '') === 'Invalid token';
}

/** The request field the server blamed (e.g. 'site_url', 'theme.button_color'), if any. */
export function errorField(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error;
    if (typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string') {
      return data.field === '' ? null : data.field;
    }
  }
  return null;
}
