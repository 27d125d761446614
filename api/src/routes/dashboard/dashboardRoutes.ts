import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

export const dashboardRoutes: Pick<Handlers, 'adminDashboard'> = {
  adminDashboard: notBuiltYet('adminDashboard'),
};
