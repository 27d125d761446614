import type { ContributorDocumentText } from './contributorDocument';

/** Signed per cohort with the contributor's typed name when they submit their application. */
export const GRANT_AGREEMENT = {
  document: 'grantAgreement',
  version: '2026-11-1',
  title: 'Glow grant agreement',
  paragraphs: [
    'By typing my full name below I sign this agreement with XRPL Commons for the Glow grant of this cohort.',
    'I confirm that the details of my application are true and complete, and that the work I was nominated for is mine or was done with the people I credited.',
    'I confirm that my answers to the eligibility questions still hold for this cohort.',
    'I confirm that the XRPL address shown above is mine and is where my grant must be paid. I am liable for it being right: a payment sent to it is final.',
    'I understand that the grant is paid only once the admins approve my application and, where my grant requires it, my identity is verified, and that its amount follows the size the judges gave.',
    'I accept the Glow terms of service and code of conduct in the versions I accepted.',
  ],
} as const satisfies ContributorDocumentText;
