import { CONTRIBUTOR_DOCUMENT_TEXTS } from '@glow/contract';
import type { Handlers } from '../http/handler';
import { personFactsOf } from './applicationSteps';
import { acceptDocument, answerEligibility, submitDetails } from './applicationChanges';
import { readMyApplications } from './myApplications';

/** The contributor's own application: documents, eligibility, details. */
export const applicationRoutes: Pick<
  Handlers,
  | 'listMyApplications'
  | 'readContributorDocument'
  | 'acceptContributorDocument'
  | 'answerEligibility'
  | 'submitApplicationDetails'
> = {
  async listMyApplications({ actor }, { db, config }) {
    return readMyApplications(db, config, actor);
  },

  async readContributorDocument({ params, actor }, { db }) {
    const text = CONTRIBUTOR_DOCUMENT_TEXTS[params.document];
    const accepted =
      params.document === 'grantAgreement'
        ? null
        : (await personFactsOf(db, actor.id)).acceptances[params.document];
    return {
      document: text.document,
      version: text.version,
      title: text.title,
      paragraphs: [...text.paragraphs],
      acceptedVersion: accepted?.version ?? null,
      acceptedAt: accepted?.acceptedAt.toISOString() ?? null,
    };
  },

  async acceptContributorDocument({ params, body, actor }, { db }) {
    return acceptDocument(db, actor, params.document, body.version);
  },

  async answerEligibility({ params, body, actor }, { db }) {
    return answerEligibility(db, actor, params.id, body);
  },

  async submitApplicationDetails({ params, body, actor }, { db }) {
    return submitDetails(db, actor, params.id, body);
  },
};
