import type { GlowRoute, NavEntry } from '@glow/shared-api';
import { areaRoutes } from '@glow/shared-ui';
import { paths } from './paths';

const { handle } = areaRoutes({ access: { roles: ['contributor'] }, layout: 'default' });

export const navigation: NavEntry[] = [{ to: paths.applications, label: 'Applications' }];

const dashboard = async () => ({ Component: (await import('./pages/Dashboard')).default });

export const routes: GlowRoute[] = [
  // The area's home, where signing in lands: the same dashboard as the Applications page.
  {
    path: paths.home,
    handle: handle('Contributor', 'Your onboarding steps towards a grant, in order.'),
    lazy: dashboard,
  },
  {
    path: paths.terms,
    handle: handle('Terms of service', 'Read and accept the terms of service of the programme.'),
    lazy: async () => ({ Component: (await import('./pages/Terms')).default }),
  },
  {
    path: paths.codeOfConduct,
    handle: handle('Code of conduct', 'Read and accept the code of conduct of the programme.'),
    lazy: async () => ({ Component: (await import('./pages/CodeOfConduct')).default }),
  },
  {
    path: paths.eligibility,
    handle: handle('Eligibility', 'Answer the eligibility questionnaire for this cohort.'),
    lazy: async () => ({ Component: (await import('./pages/Eligibility')).default }),
  },
  {
    path: paths.walletRegistration,
    handle: handle('Wallet registration', 'Register the XRPL address your grant is paid to.'),
    lazy: async () => ({ Component: (await import('./pages/WalletRegistration')).default }),
  },
  {
    path: paths.detailsSubmission,
    handle: handle(
      'Application details',
      'Tell the admins about earlier grants and where to find your work, and sign the grant agreement.',
    ),
    lazy: async () => ({ Component: (await import('./pages/DetailsSubmission')).default }),
  },
  {
    path: paths.applications,
    handle: handle('Applications', 'Your applications and the state of each one.'),
    lazy: dashboard,
  },
];
