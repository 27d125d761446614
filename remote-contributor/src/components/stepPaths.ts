import type { ApplicationStep } from '@glow/shared-api';
import { paths } from '../paths';

/**
 * The page where the contributor takes each step; the account's (setting a password) and the
 * admins' review have none, the KYC block is on the dashboard.
 */
export const STEP_PATHS: Record<ApplicationStep, string | null> = {
  account: null,
  terms: paths.terms,
  codeOfConduct: paths.codeOfConduct,
  eligibility: paths.eligibility,
  wallet: paths.walletRegistration,
  details: paths.detailsSubmission,
  review: null,
  kyc: paths.applications,
};
