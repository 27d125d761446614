// What passed between Glow and a person besides their programme records, given for the personal
// data tests: a message through Help, an email the mail server took, evidence on their nomination.
import { eq } from 'drizzle-orm';
import { nominationEvidence, nominations, sentEmails } from '../db/schema';
import type { TestApi } from './testApi';
import type { TestApplicant } from './testApplications';

export async function givenMessagesOf(api: TestApi, person: TestApplicant): Promise<void> {
  const sent = await api.call('POST', '/api/contact-messages', {
    token: person.token,
    body: {
      name: person.name,
      email: person.email,
      topic: 'payments',
      message: `When is my grant paid? ${person.name}`,
    },
  });
  expect(sent.status).toBe(201);
  await api.db
    .insert(sentEmails)
    .values({ recipient: person.email, subject: `Your grant, ${person.name}` });
  const [nomination] = await api.db
    .select({ id: nominations.id })
    .from(nominations)
    .where(eq(nominations.contributorId, person.contributorId));
  await api.db.insert(nominationEvidence).values({
    nominationId: nomination!.id,
    url: `https://github.com/${person.firstName.toLowerCase()}/fee-tools/pull/${person.userId}`,
    kind: 'pullRequest',
    note: `${person.name}'s fix of the fee estimate`,
    githubTitle: 'Fix the fee estimate',
  });
}
