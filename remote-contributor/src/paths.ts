/**
 * Every path of the contributor area, written once: the routes, the navigation, links, redirects
 * and tests take them from here.
 */
export const paths = {
  home: '/contributor',
  terms: '/contributor/terms',
  codeOfConduct: '/contributor/code-of-conduct',
  eligibility: '/contributor/eligibility',
  walletRegistration: '/contributor/wallet-registration',
  detailsSubmission: '/contributor/details-submission',
  applications: '/contributor/applications',
} as const;
