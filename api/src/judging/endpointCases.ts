// The judging endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  asInvalid,
  type BadInput,
  cohortIdCases,
  invalid,
  long,
  missing,
  NOT_OBJECTS,
  pagingCases,
  reasonCases,
} from '../testing/badInput';

// Judging: a valid assessment, so only the field under test is wrong.
const ASSESSMENT = {
  criteria: { coreInfrastructure: true, recentWork: true },
  size: 'medium',
};

const SIZES = 'decline, small, medium, large';

/** An assessment's fields (create and revise), each wrong in turn. */
function assessmentCases(): BadInput[] {
  const withField = (field: string, value: unknown) => ({
    body: { ...ASSESSMENT, [field]: value },
  });
  const withCriterion = (value: unknown) =>
    withField('criteria', { ...ASSESSMENT.criteria, recentWork: value });
  return [
    ...NOT_OBJECTS,
    { what: 'no field', body: {}, message: missing('criteria', 'size') },
    {
      what: 'a criterion missing',
      ...withCriterion(undefined),
      message: missing('criteria.recentWork'),
    },
    {
      what: 'a criterion not true or false',
      ...withCriterion('yes'),
      message: invalid('criteria.recentWork must be true or false'),
    },
    {
      what: 'criteria not an object',
      ...withField('criteria', 'all yes'),
      message: invalid('criteria must be an object with coreInfrastructure, recentWork'),
    },
    {
      what: "the nominee's age, theirs to declare, not a judge's to answer",
      ...withField('criteria', { ...ASSESSMENT.criteria, over18: true }),
      message: /"over18"/,
    },
    {
      what: 'an unknown size',
      ...withField('size', 'huge'),
      message: invalid(`size must be one of ${SIZES}`),
    },
    {
      what: 'Decline without a rejection reason',
      ...withField('size', 'decline'),
      message: missing('rejectionReason'),
    },
    {
      what: 'Decline with a blank rejection reason',
      body: { ...ASSESSMENT, size: 'decline', rejectionReason: '  ' },
      message: missing('rejectionReason'),
    },
    {
      what: 'a rejection reason with another size',
      ...withField('rejectionReason', 'Not core'),
      message: invalid('rejectionReason is only for Decline'),
    },
    {
      what: 'a too long rejection reason',
      body: { ...ASSESSMENT, size: 'decline', rejectionReason: long(1001) },
      message: invalid('rejectionReason must be at most 1000 characters'),
    },
    {
      what: 'a too long comment',
      ...withField('comment', long(2001)),
      message: invalid('comment must be at most 2000 characters'),
    },
    { what: 'an unknown field', ...withField('judgeId', 4), message: /"judgeId"/ },
  ];
}

/** The judge id of /api/cohorts/{id}/judges/{judgeId}/excusal, each wrong in turn. */
function judgeIdCases(body?: unknown): BadInput[] {
  return cohortIdCases(body, 'judge id').map((bad) => ({
    ...bad,
    params: { judgeId: bad.params!.id! },
  }));
}

function filterCase(filters: string): BadInput {
  return {
    what: 'an unknown filter',
    query: { filter: 'mine' },
    message: invalid(`filter must be one of ${filters}`),
  };
}

/** Bad input to the judging calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    listEvaluations: [
      ...asInvalid(pagingCases()),
      filterCase('todo, short'),
      ...asInvalid(cohortIdCases()),
    ],
    getEvaluation: asInvalid(cohortIdCases(undefined, 'nomination id')),
    createAssessment: [
      ...assessmentCases(),
      ...asInvalid(cohortIdCases(ASSESSMENT, 'nomination id')),
    ],
    reviseAssessment: [
      ...assessmentCases(),
      ...asInvalid(cohortIdCases(ASSESSMENT, 'assessment id')),
    ],
    getAssessment: asInvalid(cohortIdCases(undefined, 'assessment id')),
    recuse: [
      ...reasonCases({ reason: 'I work with them' }, 1000),
      ...asInvalid(cohortIdCases({ reason: 'I work with them' }, 'nomination id')),
    ],
    recordConsensus: [
      ...reasonCases({ size: 'small', reason: 'We agreed' }, 1000),
      { what: 'no size', body: { reason: 'We agreed' }, message: missing('size') },
      {
        what: 'an unknown size',
        body: { size: 'huge', reason: 'We agreed' },
        message: invalid(`size must be one of ${SIZES}`),
      },
      ...asInvalid(cohortIdCases({ size: 'small', reason: 'We agreed' }, 'nomination id')),
    ],
    getReview: [
      ...asInvalid(pagingCases()),
      filterCase('ties, short, todo'),
      ...asInvalid(cohortIdCases()),
    ],
    getDistribution: asInvalid(cohortIdCases()),
    approveDistribution: asInvalid(cohortIdCases()),
    excuseJudge: [
      ...reasonCases({ reason: 'On leave' }, 500),
      ...asInvalid(cohortIdCases({ reason: 'On leave' })),
      ...asInvalid(judgeIdCases({ reason: 'On leave' })),
    ],
    unexcuseJudge: [...asInvalid(cohortIdCases()), ...asInvalid(judgeIdCases())],
    remindJudges: asInvalid(cohortIdCases()),
  },
  nulInText: {
    listEvaluations: {
      valid: { query: { filter: 'todo' } },
      fields: { 'query.filter': invalid('filter must be one of todo, short') },
    },
    getReview: {
      valid: { query: { filter: 'ties' } },
      fields: { 'query.filter': invalid('filter must be one of ties, short, todo') },
    },
    ...Object.fromEntries(
      (['createAssessment', 'reviseAssessment'] as const).map((name) => [
        name,
        {
          valid: { body: { ...ASSESSMENT, size: 'decline', rejectionReason: 'No', comment: 'Ok' } },
          fields: {
            'body.size': invalid(`size must be one of ${SIZES}`),
            'body.rejectionReason': invalid('rejectionReason must not contain NUL characters'),
            'body.comment': invalid('comment must not contain NUL characters'),
          },
        },
      ]),
    ),
    recuse: {
      valid: { body: { reason: 'I work with them' } },
      fields: { 'body.reason': invalid('reason must not contain NUL characters') },
    },
    recordConsensus: {
      valid: { body: { size: 'small', reason: 'We agreed' } },
      fields: {
        'body.size': invalid(`size must be one of ${SIZES}`),
        'body.reason': invalid('reason must not contain NUL characters'),
      },
    },
    excuseJudge: {
      valid: { body: { reason: 'On leave' } },
      fields: { 'body.reason': invalid('reason must not contain NUL characters') },
    },
  },
  idTooBig: {
    ...Object.fromEntries(
      (
        [
          ['listEvaluations', 'cohort id', undefined],
          ['getEvaluation', 'nomination id', undefined],
          ['createAssessment', 'nomination id', ASSESSMENT],
          ['reviseAssessment', 'assessment id', ASSESSMENT],
          ['getAssessment', 'assessment id', undefined],
          ['recuse', 'nomination id', { reason: 'I work with them' }],
          ['recordConsensus', 'nomination id', { size: 'small', reason: 'We agreed' }],
          ['getReview', 'cohort id', undefined],
          ['getDistribution', 'cohort id', undefined],
          ['approveDistribution', 'cohort id', undefined],
          ['remindJudges', 'cohort id', undefined],
        ] as const
      ).map(([name, field, body]) => [
        name,
        {
          valid: { params: { id: '1' }, ...(body ? { body } : {}) },
          fields: { 'params.id': invalid(`${field} must be at most 2147483647`) },
        },
      ]),
    ),
    ...Object.fromEntries(
      (['excuseJudge', 'unexcuseJudge'] as const).map((name) => [
        name,
        {
          valid: {
            params: { id: '1', judgeId: '2' },
            ...(name === 'excuseJudge' ? { body: { reason: 'On leave' } } : {}),
          },
          fields: {
            'params.id': invalid('cohort id must be at most 2147483647'),
            'params.judgeId': invalid('judge id must be at most 2147483647'),
          },
        },
      ]),
    ),
  },
};

/** Who may call each of the judging endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  judgeSummary: ['judge'],
  listEvaluations: ['judge'],
  getEvaluation: ['judge'],
  createAssessment: ['judge'],
  reviseAssessment: ['judge'],
  getAssessment: ['judge', 'admin'],
  recuse: ['judge'],
  recordConsensus: ['judge'],
  getReview: ['judge', 'admin'],
  getDistribution: ['judge', 'admin'],
  approveDistribution: ['judge'],
  excuseJudge: ['admin'],
  unexcuseJudge: ['admin'],
  remindJudges: ['admin'],
};
