import { PERSONAL_DATA_SECTIONS, type PersonalDataSummary } from '@glow/contract';
import { now } from '../clock';
import type { Handlers } from '../http/handler';
import { MESSAGES } from '../errors/messages';
import { dayOf } from '../reporting/reportShapes';
import { recordChange } from '../system/auditLog';
import { erasePerson } from './erasure';
import { erasureRefusalOf } from './erasureRules';
import { contributorOf, personalDataOf } from './personalDataQueries';
import { findPerson } from './personalDataQueries';

export const privacyRoutes: Pick<
  Handlers,
  'readPersonalData' | 'exportPersonalData' | 'erasePersonalData'
> = {
  async readPersonalData({ params, actor }, { db }) {
    const data = await personalDataOf(db, params.id);
    const counts = Object.fromEntries(
      PERSONAL_DATA_SECTIONS.map((section) => [section, data[section].length]),
    ) as PersonalDataSummary['counts'];
    const user = await findPerson(db, params.id);
    const contributor = await contributorOf(db, params.id);
    return {
      person: data.person,
      contributorId: contributor?.id ?? null,
      counts,
      erasureRefusal: await erasureRefusalOf(db, actor, user, contributor?.id ?? null),
    };
  },

  async exportPersonalData({ params, actor }, { db }) {
    const content = await personalDataOf(db, params.id);
    // Who downloaded whose data, and when: never the data itself.
    await recordChange(db, actor, {
      action: 'personalData.export',
      entity: 'user',
      entityId: params.id,
    });
    return {
      filename: `glow-personal-data-${params.id}-${dayOf(now())}.json`,
      content,
    };
  },

  async erasePersonalData({ params, actor }, { db, config }) {
    const { placeholderName } = await erasePerson(db, config, actor, params.id);
    return { success: true, message: MESSAGES.personErased(placeholderName), placeholderName };
  },
};
