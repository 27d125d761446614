// The contact form: a message reaches the programme's inbox (reply-to its sender) with a copy to
// the sender, is rate limited per client and per email, and admins list and mark it answered.
import type { AuditLogList, ContactMessageList, Dashboard } from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';
import { VALID_CONTACT_MESSAGE } from './endpointCases';

const INBOX = 'grants-team@example.org';
const PER_ADDRESS = 3;
const PER_EMAIL = 2;

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({
    CONTACT_INBOX: INBOX,
    CONTACT_MESSAGES_PER_ADDRESS: String(PER_ADDRESS),
    CONTACT_MESSAGES_PER_EMAIL: String(PER_EMAIL),
  });
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

let nextAddress = 1;
/** A client address of its own, so each test starts with its counters at 0. */
const freshAddress = () => `10.9.0.${nextAddress++}`;

function send(body: Record<string, unknown>, remoteAddress = freshAddress(), token?: string) {
  return api.call('POST', '/api/contact-messages', { body, remoteAddress, token });
}

function list(query: Record<string, string | number> = {}) {
  return api.call<ContactMessageList>('GET', '/api/contact-messages', { token: admin, query });
}

async function newestMessageId(): Promise<number> {
  return (await list({ limit: 1 })).body.messages[0]!.id;
}

describe('sending a message', () => {
  it("emails the programme's inbox, replying to the sender, and a copy to the sender", async () => {
    const body = { ...VALID_CONTACT_MESSAGE, email: 'Ada@Example.org', topic: 'application' };
    const response = await send(body);
    expect(response).toEqual({
      status: 201,
      body: {
        success: true,
        message:
          'Thank you: your message is on its way to the programme team, and a copy to ada@example.org',
      },
    });

    const toInbox = await api.inbox.waitForMessage(INBOX);
    expect(toInbox).toMatchObject({
      to: [INBOX],
      replyTo: ['ada@example.org'],
      subject: '[Glow help] My application: Ada Lovelace',
    });
    expect(toInbox.text).toContain('Ada Lovelace <ada@example.org> wrote');
    expect(toInbox.text).toContain(VALID_CONTACT_MESSAGE.message);
    expect(toInbox.text).toContain('http://localhost:8080/admin/messages');

    const copy = await api.inbox.waitForMessage('ada@example.org');
    expect(copy).toMatchObject({ subject: 'We received your message to Glow', replyTo: [] });
    expect(copy.text).toContain('Hello Ada Lovelace,');
    expect(copy.text).toContain('about: My application');
    expect(copy.text).toContain(VALID_CONTACT_MESSAGE.message);
  });

  it('keeps the message for the admins, new, with what was written', async () => {
    await send({ ...VALID_CONTACT_MESSAGE, name: '  Grace Hopper ', email: 'grace@example.org' });
    const { body } = await list({ limit: 1 });
    expect(body.messages[0]).toEqual({
      id: expect.any(Number),
      receivedAt: expect.any(String),
      name: 'Grace Hopper',
      email: 'grace@example.org',
      topic: 'voting',
      message: VALID_CONTACT_MESSAGE.message,
      state: 'new',
      answeredAt: null,
      answeredBy: null,
    });
  });

  it('takes a message from a signed-in user as from anyone', async () => {
    const scout = await api.loginAs('scout');
    const response = await send(
      { ...VALID_CONTACT_MESSAGE, email: 'scout@glow.local' },
      freshAddress(),
      scout,
    );
    expect(response.status).toBe(201);
  });
});

describe('rate limits', () => {
  it(`refuses message ${PER_ADDRESS + 1} from one client, whatever the email, and sends nothing for it`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const response = await send(
        { ...VALID_CONTACT_MESSAGE, email: `writer${i}@example.org` },
        address,
      );
      expect(response.status).toBe(201);
    }
    const before = await list();
    const refused = await send(
      { ...VALID_CONTACT_MESSAGE, email: 'one-more@example.org' },
      address,
    );
    expect(refused).toEqual({
      status: 429,
      body: { message: 'Too many messages sent, please try again in 15 minutes' },
    });
    expect((await list()).body.total).toBe(before.body.total);
    expect(await api.inbox.messagesTo('one-more@example.org')).toEqual([]);

    // Another client is not held back by it.
    const other = await send({ ...VALID_CONTACT_MESSAGE, email: 'one-more@example.org' });
    expect(other.status).toBe(201);
  });

  it(`refuses message ${PER_EMAIL + 1} with one email, from any client, whatever its case`, async () => {
    for (let i = 0; i < PER_EMAIL; i++) {
      expect((await send({ ...VALID_CONTACT_MESSAGE, email: 'flooded@example.org' })).status).toBe(
        201,
      );
    }
    const refused = await send({ ...VALID_CONTACT_MESSAGE, email: 'FLOODED@example.org' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many messages sent/);
    // Only the copies of the messages taken reach the person.
    await api.inbox.waitForMessage('flooded@example.org', PER_EMAIL);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await api.inbox.messagesTo('flooded@example.org')).toHaveLength(PER_EMAIL);
  });

  it('counts the tagged forms of an email (name+tag@) as the one mailbox they reach', async () => {
    for (let i = 1; i <= PER_EMAIL; i++) {
      const sent = await send({ ...VALID_CONTACT_MESSAGE, email: `tagged+${i}@example.org` });
      expect(sent.status).toBe(201);
    }
    for (const email of ['tagged+again@example.org', 'tagged@example.org']) {
      const refused = await send({ ...VALID_CONTACT_MESSAGE, email });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many messages sent/);
    }
  });

  it('counts no message the input rules refused', async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const refused = await send({ ...VALID_CONTACT_MESSAGE, message: 'short' }, address);
      expect(refused.status).toBe(400);
    }
    expect(
      (await send({ ...VALID_CONTACT_MESSAGE, email: 'patient@example.org' }, address)).status,
    ).toBe(201);
  });
});

describe("the admins' list", () => {
  it('lists the newest first, paged, with the count of new messages', async () => {
    await send({ ...VALID_CONTACT_MESSAGE, name: 'Older One', email: 'older@example.org' });
    await send({ ...VALID_CONTACT_MESSAGE, name: 'Newer One', email: 'newer@example.org' });
    const first = await list({ limit: 1, page: 1 });
    const second = await list({ limit: 1, page: 2 });
    expect(first.body.messages.map(({ name }) => name)).toEqual(['Newer One']);
    expect(second.body.messages.map(({ name }) => name)).toEqual(['Older One']);
    expect(first.body).toMatchObject({ page: 1, limit: 1 });
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    expect(first.body.newCount).toBe((await list({ state: 'new' })).body.total);
  });
});

describe('marking a message answered', () => {
  it('moves it from new to answered, names the admin, and audits it', async () => {
    await send({
      ...VALID_CONTACT_MESSAGE,
      name: 'Katherine Johnson',
      email: 'kj@example.org',
      topic: 'payments',
    });
    const id = await newestMessageId();
    const newBefore = (await list()).body.newCount;

    const response = await api.call('POST', `/api/contact-messages/${id}/answered`, {
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Message from Katherine Johnson marked answered',
      contactMessage: {
        id,
        state: 'answered',
        answeredAt: expect.any(String),
        answeredBy: { id: expect.any(Number), email: 'admin@glow.local' },
      },
    });

    const answered = await list({ state: 'answered' });
    expect(answered.body.messages.map((message) => message.id)).toContain(id);
    const fresh = await list({ state: 'new' });
    expect(fresh.body.messages.map((message) => message.id)).not.toContain(id);
    expect(fresh.body.newCount).toBe(newBefore - 1);
    expect(fresh.body.total).toBe(newBefore - 1);

    const logs = await api.call<AuditLogList>('GET', '/api/logs', { token: admin });
    expect(logs.body.logs[0]).toMatchObject({
      action: 'contactMessage.answered',
      entity: 'contactMessage',
      entityId: String(id),
      actor: { email: 'admin@glow.local', role: 'admin' },
      details: { topic: 'payments' },
    });
  });

  it('refuses to mark it twice, naming who answered it first', async () => {
    await send(VALID_CONTACT_MESSAGE);
    const id = await newestMessageId();
    const path = `/api/contact-messages/${id}/answered`;
    expect((await api.call('POST', path, { token: admin })).status).toBe(200);

    const again = await api.call('POST', path, { token: await api.loginAs('admin') });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^This message was already marked answered by admin@glow\.local on /,
    );
  });

  it('answers 404 for a message that does not exist', async () => {
    const response = await api.call('POST', '/api/contact-messages/999999/answered', {
      token: admin,
    });
    expect(response).toEqual({ status: 404, body: { message: 'Message not found' } });
  });
});

it("counts the new messages on the admin's dashboard", async () => {
  const before = (await api.call<Dashboard>('GET', '/api/dashboard', { token: admin })).body;
  await send({ ...VALID_CONTACT_MESSAGE, email: 'dashboard@example.org' });
  const after = (await api.call<Dashboard>('GET', '/api/dashboard', { token: admin })).body;
  expect(after.newContactMessages).toBe(before.newContactMessages + 1);
});
