import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';

const { planned } = areaRoutes({ access: { roles: ['contributor'] }, layout: 'default' });

export const navigation: NavEntry[] = [{ to: '/contributor/applications', label: 'Applications' }];

export const routes: GlowRoute[] = [
  planned('/contributor', 'Contributor', 'Your onboarding steps towards a grant, in order.'),
  planned(
    '/contributor/terms',
    'Terms of service',
    'Read and accept the terms of service of the programme.',
  ),
  planned(
    '/contributor/code-of-conduct',
    'Code of conduct',
    'Read and accept the code of conduct of the programme.',
  ),
  planned(
    '/contributor/eligibility',
    'Eligibility',
    'Answer the eligibility questionnaire for this cohort.',
  ),
  planned(
    '/contributor/wallet-registration',
    'Wallet registration',
    'Register the XRPL address your grant is paid to.',
  ),
  planned(
    '/contributor/details-submission',
    'Application details',
    'Tell the judges about earlier grants and where to find your work.',
  ),
  planned(
    '/contributor/applications',
    'Applications',
    'Your applications and the state of each one.',
  ),
];
