// Who may call the vote integrity endpoints: every kind of caller against each, over HTTP.
import { itChecksAccess } from '../testing/accessTable';
import { WHO_MAY_CALL } from './endpointCases';

itChecksAccess(WHO_MAY_CALL);
