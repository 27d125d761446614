// Wave 1's voting brings questions: three people write through the contact form, and the admin
// answers one of them (by email, from the inbox) and marks it answered.
import type { SendContactMessageRequest } from '@glow/contract';
import type { DemoStory } from './demoStage';
import { DEMO_ADMIN } from './demoUsers';

const MESSAGES: { day: number; time: string; request: SendContactMessageRequest }[] = [
  {
    day: -3,
    time: '10:15',
    request: {
      name: 'Jonas Weber',
      email: 'jonas.weber@example.org',
      topic: 'nominations',
      message:
        'Can a scout nominate someone for documentation work on xrpl.js, or only for code? A colleague rewrote the getting-started guide.',
    },
  },
  {
    day: -2,
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
    day: -1,
    time: '08:05',
    request: {
      name: 'Mei Tanaka',
      email: 'mei.tanaka@example.org',
      topic: 'other',
      message:
        'Is there a calendar of the next waves? Our community meetup would like to invite a judge to talk about how Glow works.',
    },
  },
];

export async function contactMessages(story: DemoStory): Promise<void> {
  const [jonas, ...others] = MESSAGES;
  await story.at(jonas!.day, jonas!.time, () =>
    story.call('sendContactMessage', { body: jonas!.request }),
  );
  // His question was answered by email the next morning.
  await story.at(-2, '09:30', async () => {
    const token = await story.signIn(DEMO_ADMIN.email);
    const { messages } = await story.call('listContactMessages', {
      token,
      query: { state: 'new' },
    });
    await story.call('markContactMessageAnswered', { token, params: { id: messages[0]!.id } });
  });
  for (const { day, time, request } of others) {
    await story.at(day, time, () => story.call('sendContactMessage', { body: request }));
  }
}
