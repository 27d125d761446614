// Bad input to the reporting calls: always a 400 `{ message }` naming the field, never a 500.
import { REPORTING_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, REPORTING_ENDPOINTS, BAD_INPUT);
