// The page's side of a wallet ownership proof, for the connector tests: it answers registration
// challenges as the API does (a message naming the contributor, the address and the
// challenge) and records what the connector asked for. Only test files import this.
import type {
  OwnershipChallenge,
  OwnershipChallengeRequest,
  OwnershipProofRequests,
} from '../connectors/types';
import { utf8Hex } from './testWallets';

export interface FakeOwnershipRequests {
  requests: OwnershipProofRequests;
  /** The challenge requests received, in order. */
  asked: OwnershipChallengeRequest[];
  /** The challenges answered, in order. */
  answered: OwnershipChallenge[];
}

export function fakeOwnershipRequests(
  xamanPayload: OwnershipProofRequests['xamanPayload'] = () =>
    Promise.reject(new Error('no Xaman payload in this test')),
): FakeOwnershipRequests {
  const asked: OwnershipChallengeRequest[] = [];
  const answered: OwnershipChallenge[] = [];
  return {
    asked,
    answered,
    requests: {
      async challenge(request) {
        asked.push(request);
        const challenge = String(asked.length).padStart(64, 'C');
        const message = `Glow wallet registration: I, contributor #7, own ${request.address}. Challenge ${challenge}`;
        const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
        const answer = { challenge, message, messageHex: utf8Hex(message), expiresAt };
        answered.push(answer);
        return answer;
      },
      xamanPayload,
    },
  };
}
