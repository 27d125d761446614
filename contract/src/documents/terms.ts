import type { ContributorDocumentText } from './contributorDocument';

export const TERMS_OF_SERVICE = {
  document: 'terms',
  version: '2026-11-1',
  title: 'Glow terms of service',
  paragraphs: [
    'Glow is a grant programme of XRPL Commons for people whose work improves the XRP Ledger ecosystem. These terms apply to every contributor who applies for a Glow grant.',
    'A grant is a gift for work already done. It is not a salary, a contract for services or an investment, and it creates no employment relationship. Glow decides the size of a grant through its scouts, the community vote and its judges; a nomination does not guarantee a grant.',
    'You apply only for yourself, with true and complete information. Glow may refuse, hold back or reclaim a grant obtained with false information.',
    'Grants are paid in XRP to the XRPL address you register and prove to own. You are responsible for that address being right: a payment sent to the address you registered is final.',
    'You are responsible for any tax or reporting duty a grant brings where you live.',
    'Glow keeps the answers and details you give for as long as the programme needs them to decide, pay and account for grants, and shows them only to its admins. Your identity verification (KYC), where required, is done by an outside provider; Glow receives its result, not your documents.',
    'Glow may change these terms. A new version is shown to you before your next step, and your application continues once you accept it.',
  ],
} as const satisfies ContributorDocumentText;
