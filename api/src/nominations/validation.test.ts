// Bad input to the nominations' calls: always a 400 `{ message }` naming the field, never a 500.
import { NOMINATIONS_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, itWordsFieldErrors, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT, NOMINATION, SCREENING } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, NOMINATIONS_ENDPOINTS, BAD_INPUT);

itWordsFieldErrors(context, [
  [
    'createNomination',
    {
      ...NOMINATION,
      screening: { ...SCREENING, notOnSanctionsList: false, notRippleEmployee: undefined },
      projectIds: [4, 4],
      categories: [],
    },
    {
      message:
        'mandatory field missing: screening.notRippleEmployee, categories; fields invalid: screening.notOnSanctionsList: Nominees on a sanctions list cannot be funded through Glow.; projectIds must not repeat a project',
      fields: [
        'screening.notOnSanctionsList',
        'screening.notRippleEmployee',
        'projectIds',
        'categories',
      ],
    },
  ],
]);
