export { startSmtpInbox, type SmtpInbox, type SmtpInboxOptions } from './startSmtpInbox';
export type { InboxMessage } from './messageStore';
export type { SmtpBehaviourSettings, SmtpBehaviourState } from './smtpBehaviour';
