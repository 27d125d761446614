// Bad input to the payments' calls: always a 400 `{ message }` naming the field, never a 500.
import { PAYMENTS_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, PAYMENTS_ENDPOINTS, BAD_INPUT);
