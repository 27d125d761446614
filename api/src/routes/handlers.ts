import type { Handlers } from '../http/handler';
import { passwordRoutes } from './passwordRoutes';
import { profileRoutes } from './profileRoutes';
import { sessionRoutes } from './sessionRoutes';
import { systemRoutes } from './systemRoutes';
import { userRoutes } from './userRoutes';
import { walletRoutes } from './walletRoutes';

/** One handler for every entry of the contract's ENDPOINTS (the compiler checks none is missing). */
export const handlers: Handlers = {
  ...systemRoutes,
  ...sessionRoutes,
  ...userRoutes,
  ...passwordRoutes,
  ...profileRoutes,
  ...walletRoutes,
};
