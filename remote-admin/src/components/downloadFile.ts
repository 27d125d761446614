// One-click downloads of the contract's file endpoints (`produces`: the CSV exports, a person's
// personal data as JSON): fetched with the session's token, under the same error rules as every
// other call (shared-api's failedAnswer), and saved through a temporary `<a download>`. Types
// only from the contract, as contractCall. Here rather than in shared-api: only admin pages
// download, and shared-api is bundled whole into the shell's first load.
import type { DownloadEndpointName } from '@glow/contract';
import {
  API_BASE,
  DEFAULT_ERROR_MESSAGE,
  failedAnswer,
  fillPath,
  MissingPathParamError,
  readBody,
  requestHeaders,
  toQueryString,
  useAppDispatch,
  type ContractCallParts,
  type EndpointNameOf,
  type GlowApiError,
  type RouteOf,
} from '@glow/shared-api';
import { useCallback } from 'react';

/** The method and path of a file endpoint, as `@glow/contract/routes` exports them. */
export type DownloadRoute = RouteOf<DownloadEndpointName>;

/** What a download of the file endpoint whose route is R sends: its path parameters and query. */
export type DownloadRequest<R extends DownloadRoute> = ContractCallParts<
  EndpointNameOf<R, DownloadEndpointName>
>;

type SessionDispatch = Parameters<typeof failedAnswer>[4];

/** The file name the API gives in `Content-Disposition` (its UTF-8 `filename*` if any). */
export function downloadNameOf(disposition: string | null, fallback: string): string {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

function save(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Downloads the file of endpoint `route` and saves it under the API's file name. Rejects with a
 * GlowApiError (show it with errorMessageOf): the API's message, or status 0 without an answer.
 * The file is held in the browser's memory until saved: the exports are sized for that (a
 * cohort's votes are counted per nomination and day, not listed one by one).
 */
export async function downloadFile<R extends DownloadRoute>(
  route: R,
  request: DownloadRequest<R>,
  dispatch: SessionDispatch,
): Promise<void> {
  const { pathParams, payload, loginRedirect } = request as {
    pathParams?: Record<string, string | number>;
    payload?: Record<string, string | number | undefined>;
    loginRedirect?: boolean;
  };
  let path: string;
  try {
    path = fillPath(route.path.slice(API_BASE.length), pathParams);
  } catch (error) {
    if (error instanceof MissingPathParamError)
      throw { status: 0, message: error.message } satisfies GlowApiError;
    throw error;
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}${toQueryString(payload)}`, {
      headers: requestHeaders('text/csv, application/json'),
    });
  } catch {
    throw { status: 0, message: DEFAULT_ERROR_MESSAGE } satisfies GlowApiError;
  }
  if (!response.ok) {
    throw failedAnswer(
      response.status,
      await readBody(response),
      path,
      { loginRedirect },
      dispatch,
    );
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The connection dropped during the download: nothing is saved.
    throw { status: 0, message: DEFAULT_ERROR_MESSAGE } satisfies GlowApiError;
  }
  const extension = response.headers.get('Content-Type')?.includes('json') ? 'json' : 'csv';
  const fallback = `${path.split('/').filter(Boolean).join('-')}.${extension}`;
  save(blob, downloadNameOf(response.headers.get('Content-Disposition'), fallback));
}

/** `downloadFile` bound to the store, for a page's download buttons. */
export function useDownloadFile() {
  const dispatch = useAppDispatch();
  return useCallback(
    <R extends DownloadRoute>(route: R, request: DownloadRequest<R>) =>
      downloadFile(route, request, dispatch),
    [dispatch],
  );
}
