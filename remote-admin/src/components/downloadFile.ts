// One-click CSV downloads of the contract's `produces: 'csv'` endpoints (the exports): fetched
// with the session's token, under the same error rules as every other call (shared-api's
// failedAnswer), and saved through a temporary `<a download>`. Types only from the contract, as
// contractCall. Here rather than in shared-api: only the reporting page downloads, and shared-api
// is bundled whole into the shell's first load.
import type { CsvEndpointName } from '@glow/contract';
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

/** The method and path of a CSV endpoint, as `@glow/contract/routes` exports them. */
export type CsvRoute = RouteOf<CsvEndpointName>;

/** What a download of the CSV endpoint whose route is R sends: its path parameters and query. */
export type CsvRequest<R extends CsvRoute> = ContractCallParts<EndpointNameOf<R, CsvEndpointName>>;

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
 * Downloads the CSV of endpoint `name` and saves it under the API's file name. Rejects with a
 * GlowApiError (show it with errorMessageOf): the API's message, or status 0 without an answer.
 * The file is held in the browser's memory until saved: the exports are sized for that (a
 * cohort's votes are counted per nomination and day, not listed one by one).
 */
export async function downloadCsv<R extends CsvRoute>(
  route: R,
  request: CsvRequest<R>,
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
  const fallback = `${path.split('/').filter(Boolean).join('-')}.csv`;
  save(blob, downloadNameOf(response.headers.get('Content-Disposition'), fallback));
}

/** `downloadCsv` bound to the store, for a page's download buttons. */
export function useDownloadCsv() {
  const dispatch = useAppDispatch();
  return useCallback(
    <R extends CsvRoute>(route: R, request: CsvRequest<R>) => downloadCsv(route, request, dispatch),
    [dispatch],
  );
}
