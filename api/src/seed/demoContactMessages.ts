// Wave 1 brings questions through the contact form: one before its voting opens, which the admin
// answers (by email, from the inbox) and marks answered, and two once voting is open, still new.
// The demo chapters go on from the morning after voting opened, so both come before it.
import type { SendContactMessageRequest } from '@glow/contract';
import type { DemoStory } from './demoStage';
import { DEMO_ADMIN } from './demoUsers';

interface DemoMessage {
  day: number;
  time: string;
  request: SendContactMessageRequest;
}

const BEFORE_VOTING: DemoMessage = {
  day: -6,
  time: '10:15',
  request: {
    name: 'Jonas Weber',
    email: 'jonas.weber@example.org',
    topic: 'nominations',
    message:
      'Can a scout nominate someone for documentation work on xrpl.js, or only for code? A colleague rewrote the getting-started guide.',
  },
};

const IN_VOTING: DemoMessage[] = [
  {
    day: -4,
    time: '18:40',
    request: {
      name: 'Noor Haddad',
      email: 'noor.haddad@example.org',
      topic: 'voting',
      message:
        'I paid the one drop to register with Xaman, but the Vote page asked me to register again after I switched phones. Is my registration lost?',
    },
  },
  {
    day: -4,
    time: '21:05',
    request: {
      name: 'Mei Tanaka',
      email: 'mei.tanaka@example.org',
      topic: 'other',
      message:
        'Is there a calendar of the next waves? Our community meetup would like to invite a judge to talk about how Glow works.',
    },
  },
];

function send(story: DemoStory, { day, time, request }: DemoMessage) {
  return story.at(day, time, () => story.call('sendContactMessage', { body: request }));
}

/** A question before voting opens, answered the next morning. */
export async function questionBeforeVoting(story: DemoStory): Promise<void> {
  await send(story, BEFORE_VOTING);
  await story.at(BEFORE_VOTING.day + 1, '09:30', async () => {
    const token = await story.signIn(DEMO_ADMIN.email);
    const { messages } = await story.call('listContactMessages', {
      token,
      query: { state: 'new' },
    });
    await story.call('markContactMessageAnswered', { token, params: { id: messages[0]!.id } });
  });
}

/** Two questions on the evening voting opens, waiting for an answer. */
export async function questionsInVoting(story: DemoStory): Promise<void> {
  for (const message of IN_VOTING) await send(story, message);
}
