// Bad input to the contributors' calls: always a 400 `{ message }` naming the field, never a 500.
import { CONTRIBUTORS_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, itWordsFieldErrors, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT, CONTRIBUTOR } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, CONTRIBUTORS_ENDPOINTS, BAD_INPUT);

itWordsFieldErrors(context, [
  [
    'createContributor',
    { ...CONTRIBUTOR, firstName: ' ', lastName: undefined, email: 'maya', projectRole: 'owner' },
    {
      message:
        'mandatory field missing: firstName, lastName; fields invalid: email must be a valid email address; projectRole must be one of creator, maintainer, contributor, editor',
      fields: ['firstName', 'lastName', 'email', 'projectRole'],
    },
  ],
]);
