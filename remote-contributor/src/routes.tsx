import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';

const { planned } = areaRoutes({ access: { roles: ['contributor'] }, layout: 'default' });

export const navigation: NavEntry[] = [{ to: paths.applications, label: 'Applications' }];

export const routes: GlowRoute[] = [
  planned(paths.home, 'Contributor', 'Your onboarding steps towards a grant, in order.'),
  planned(
    paths.terms,
    'Terms of service',
    'Read and accept the terms of service of the programme.',
  ),
  planned(
    paths.codeOfConduct,
    'Code of conduct',
    'Read and accept the code of conduct of the programme.',
  ),
  planned(
    paths.eligibility,
    'Eligibility',
    'Answer the eligibility questionnaire for this cohort.',
  ),
  planned(
    paths.walletRegistration,
    'Wallet registration',
    'Register the XRPL address your grant is paid to.',
  ),
  planned(
    paths.detailsSubmission,
    'Application details',
    'Tell the judges about earlier grants and where to find your work.',
  ),
  planned(paths.applications, 'Applications', 'Your applications and the state of each one.'),
];
