// The documents a contributor reads and accepts, as versioned text in the repository: the page
// shows them, the API stores the version accepted and refuses an out-of-date one.
import type { AcceptedDocument, ContributorDocument } from '../domain/applications';
import { CODE_OF_CONDUCT } from './codeOfConduct';
import type { ContributorDocumentText } from './contributorDocument';
import { GRANT_AGREEMENT } from './grantAgreement';
import { TERMS_OF_SERVICE } from './terms';

export type { ContributorDocumentText } from './contributorDocument';
export { CODE_OF_CONDUCT, GRANT_AGREEMENT, TERMS_OF_SERVICE };

export const CONTRIBUTOR_DOCUMENT_TEXTS: Record<ContributorDocument, ContributorDocumentText> = {
  terms: TERMS_OF_SERVICE,
  codeOfConduct: CODE_OF_CONDUCT,
  grantAgreement: GRANT_AGREEMENT,
};

/** The versions a contributor must have accepted (applicationSteps' `versions`). */
export const CURRENT_DOCUMENT_VERSIONS: Record<AcceptedDocument, string> = {
  terms: TERMS_OF_SERVICE.version,
  codeOfConduct: CODE_OF_CONDUCT.version,
};
