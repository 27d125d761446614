import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

export const scoutNominationRoutes: Pick<
  Handlers,
  | 'listScoutedNominations'
  | 'createNomination'
  | 'coNominate'
  | 'updateNomination'
  | 'withdrawNomination'
  | 'withdrawCoNomination'
> = {
  listScoutedNominations: notBuiltYet('listScoutedNominations'),
  createNomination: notBuiltYet('createNomination'),
  coNominate: notBuiltYet('coNominate'),
  updateNomination: notBuiltYet('updateNomination'),
  withdrawNomination: notBuiltYet('withdrawNomination'),
  withdrawCoNomination: notBuiltYet('withdrawCoNomination'),
};
