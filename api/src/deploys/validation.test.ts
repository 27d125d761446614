// Bad input to the deploys area's calls: always a 400 `{ message }` naming the field, never a 500.
import { DEPLOYS_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, DEPLOYS_ENDPOINTS, BAD_INPUT);
