// Plain data of the contact form: the topics a person writes about and the states of a message.
// No zod: the contact page and the admins' list import these. Apart from './index', which
// shared-api re-exports into the shell's first load.

/** What a message to the programme is about. */
export const CONTACT_TOPICS = [
  'voting',
  'nominations',
  'application',
  'payments',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_NAMES: Record<ContactTopic, string> = {
  voting: 'Voting',
  nominations: 'Nominations',
  application: 'My application',
  payments: 'Payments',
  other: 'Other',
};

/** A message is new until an admin marks it answered. */
export const CONTACT_MESSAGE_STATES = ['new', 'answered'] as const;
export type ContactMessageState = (typeof CONTACT_MESSAGE_STATES)[number];

export const CONTACT_MESSAGE_STATE_NAMES: Record<ContactMessageState, string> = {
  new: 'New',
  answered: 'Answered',
};
