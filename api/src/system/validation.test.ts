// Bad input to the system's calls: always a 400 `{ message }` naming the field, never a 500.
import { SYSTEM_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, SYSTEM_ENDPOINTS, BAD_INPUT);
