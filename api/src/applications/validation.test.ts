// Bad input to the applications' calls: always a 400 `{ message }` naming the field, never a 500.
import { APPLICATIONS_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, APPLICATIONS_ENDPOINTS, BAD_INPUT);
