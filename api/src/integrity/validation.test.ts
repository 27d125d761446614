// Bad input to the vote integrity calls: always a 400 `{ message }` naming the field, never a 500.
import { INTEGRITY_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, INTEGRITY_ENDPOINTS, BAD_INPUT);
