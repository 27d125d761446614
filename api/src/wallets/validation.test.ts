// Bad input to the wallets' calls: always a 400 `{ message }` naming the field, never a 500.
import { WALLETS_ENDPOINTS } from '@glow/contract';
import { itRefusesBadInput, setUpValidationApi } from '../testing/badInput';
import { BAD_INPUT } from './endpointCases';

const context = setUpValidationApi();

itRefusesBadInput(context, WALLETS_ENDPOINTS, BAD_INPUT);
