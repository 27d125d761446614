import type { AreaFailure } from './failureReports';

/** Reports a failure to the API; the reporting code loads only when something failed. */
export function reportAreaFailure(failure: AreaFailure): void {
  void import('./failureReports').then(({ sendAreaFailure }) => sendAreaFailure(failure));
}
