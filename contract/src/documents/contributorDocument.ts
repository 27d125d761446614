import type { ContributorDocument } from '../domain/applications';

/**
 * A document a contributor reads, as plain text: a new `version` (YYYY-MM-n) makes every
 * acceptance of the earlier one out of date, so the contributor reads and accepts it again.
 */
export interface ContributorDocumentText {
  document: ContributorDocument;
  version: string;
  title: string;
  paragraphs: readonly string[];
}
