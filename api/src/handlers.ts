import type { Handlers } from './http/handler';
import { applicationRoutes } from './applications/applicationRoutes';
import { reviewRoutes } from './applications/reviewRoutes';
import { cohortRoutes } from './programme/cohortRoutes';
import { contactRoutes } from './help/contactRoutes';
import { areaFailureRoutes } from './deploys/areaFailureRoutes';
import { areaPreviewRoutes } from './deploys/areaPreviewRoutes';
import { contributorRoutes } from './contributors/contributorRoutes';
import { contributorWalletRoutes } from './applications/contributorWalletRoutes';
import { dashboardRoutes } from './reporting/dashboardRoutes';
import { exportRoutes } from './reporting/exportRoutes';
import { distributionRoutes } from './judging/distributionRoutes';
import { judgingRoutes } from './judging/judgingRoutes';
import { kycRoutes } from './applications/kycRoutes';
import { paymentRoutes } from './payments/paymentRoutes';
import { privacyRoutes } from './privacy/privacyRoutes';
import { ballotRoutes } from './voting/ballotRoutes';
import { scoutNominationRoutes } from './nominations/scoutNominationRoutes';
import { adminNominationRoutes } from './nominations/adminNominationRoutes';
import { projectRoutes } from './projects/projectRoutes';
import { reportingRoutes } from './reporting/reportingRoutes';
import { resultsRoutes } from './results/resultsRoutes';
import { voteRoutes } from './voting/voteRoutes';
import { voterLedgerRoutes } from './voting/voterLedgerRoutes';
import { integrityRoutes } from './integrity/integrityRoutes';
import { voterRoutes } from './voting/voterRoutes';
import { passwordRoutes } from './users/passwordRoutes';
import { profileRoutes } from './users/profileRoutes';
import { sessionRoutes } from './users/sessionRoutes';
import { systemRoutes } from './system/systemRoutes';
import { userRoutes } from './users/userRoutes';
import { crossmarkRoutes } from './wallets/crossmarkRoutes';
import { gemWalletRoutes } from './wallets/gemWalletRoutes';
import { walletSessionRoutes } from './wallets/walletSessionRoutes';
import { xamanRoutes } from './wallets/xamanRoutes';

/**
 * One handler for every entry of the contract's ENDPOINTS (the compiler checks none is missing).
 */
export const handlers: Handlers = {
  ...systemRoutes,
  ...sessionRoutes,
  ...userRoutes,
  ...passwordRoutes,
  ...profileRoutes,
  ...crossmarkRoutes,
  ...gemWalletRoutes,
  ...xamanRoutes,
  ...walletSessionRoutes,
  ...dashboardRoutes,
  ...cohortRoutes,
  ...ballotRoutes,
  ...contributorRoutes,
  ...scoutNominationRoutes,
  ...adminNominationRoutes,
  ...projectRoutes,
  ...voterRoutes,
  ...voterLedgerRoutes,
  ...integrityRoutes,
  ...voteRoutes,
  ...judgingRoutes,
  ...distributionRoutes,
  ...applicationRoutes,
  ...contributorWalletRoutes,
  ...kycRoutes,
  ...reviewRoutes,
  ...paymentRoutes,
  ...reportingRoutes,
  ...exportRoutes,
  ...resultsRoutes,
  ...privacyRoutes,
  ...contactRoutes,
  ...areaFailureRoutes,
  ...areaPreviewRoutes,
};
