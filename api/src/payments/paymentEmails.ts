// What a contributor is told when their grant is paid. Queued in the transaction
// that records the payment. The address is shown by its ending only, as in the application emails;
// the hash and the explorer link in full, so the contributor can check the ledger themselves.
import { addressEnding } from '../applications/applicationEmails';
import type { Email } from '../clients/mailer';
import { xrpOfDrops } from '../system/wording';

export interface GrantPaidNotice {
  to: string;
  firstName: string;
  cohortName: string;
}

export interface PaidGrant {
  amountDrops: string;
  address: string;
  hash: string;
  explorerUrl: string;
}

/** "Your Glow grant for Wave 1 was paid": how much, to which wallet, and the transaction. */
export function grantPaidEmail(notice: GrantPaidNotice, paid: PaidGrant, appUrl: string): Email {
  return {
    to: notice.to,
    subject: `Your Glow grant for ${notice.cohortName} was paid`,
    text: [
      `Hello ${notice.firstName},`,
      '',
      `Your Glow grant for ${notice.cohortName}, ${xrpOfDrops(paid.amountDrops)}, was paid to your registered wallet ${addressEnding(paid.address)}.`,
      '',
      `Transaction: ${paid.hash}`,
      `See it on the ledger: ${paid.explorerUrl}`,
      '',
      'Your applications:',
      `${appUrl}/contributor/applications`,
    ].join('\n'),
  };
}
