import type { GlowRoute, NavEntry, RouteHandle } from '@glow/shared-api';
import { RoutePage } from '@glow/shared-ui';

const contributorPage = (title: string, description: string) => ({
  handle: {
    access: { roles: ['contributor'] },
    layout: 'default',
    title,
    description,
  } satisfies RouteHandle,
  Component: RoutePage,
});

export const navigation: NavEntry[] = [{ to: '/contributor/applications', label: 'Applications' }];

export const routes: GlowRoute[] = [
  {
    path: '/contributor',
    ...contributorPage('Contributor', 'Your onboarding steps towards a grant, in order.'),
  },
  {
    path: '/contributor/terms',
    ...contributorPage(
      'Terms of service',
      'Read and accept the terms of service of the programme.',
    ),
  },
  {
    path: '/contributor/code-of-conduct',
    ...contributorPage('Code of conduct', 'Read and accept the code of conduct of the programme.'),
  },
  {
    path: '/contributor/eligibility',
    ...contributorPage('Eligibility', 'Answer the eligibility questionnaire for this cohort.'),
  },
  {
    path: '/contributor/wallet-registration',
    ...contributorPage('Wallet registration', 'Register the XRPL address your grant is paid to.'),
  },
  {
    path: '/contributor/details-submission',
    ...contributorPage(
      'Application details',
      'Tell the judges about earlier grants and where to find your work.',
    ),
  },
  {
    path: '/contributor/applications',
    ...contributorPage('Applications', 'Your applications and the state of each one.'),
  },
];
