import { createTransport, type SendMailOptions } from 'nodemailer';
import type { InboxMessage } from './messageStore';
import { MAX_MESSAGE_BYTES } from './smtpReceiver';
import { startSmtpInbox, type SmtpInbox } from './startSmtpInbox';

const HOST = '127.0.0.1';
const INVITATION_LINK = 'https://glow.local/invitations/accept?token=abc123&next=%2Fjudge';

let inbox: SmtpInbox;

beforeEach(async () => {
  inbox = await startSmtpInbox({ host: HOST, smtpPort: 0, httpPort: 0 });
});

afterEach(() => inbox.close());

async function send(mail: SendMailOptions, auth?: { user: string; pass: string }) {
  const transport = createTransport({
    host: HOST,
    port: inbox.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth,
  });
  try {
    return await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}

function sendInvitation(to: string, subject = 'Einladung für Glow ✓') {
  return send({
    from: 'Glow <no-reply@glow.local>',
    to,
    subject,
    text: `Hallo! Nimm die Einladung an: ${INVITATION_LINK}.`,
    html: `<p>Hallo! <a href="${INVITATION_LINK}">Einladung annehmen</a></p>`,
  });
}

function get(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`http://${HOST}:${inbox.httpPort}${path}`, init);
}

async function listMessages(query = ''): Promise<InboxMessage[]> {
  const response = await get(`/messages${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InboxMessage[];
}

describe('SMTP inbox', () => {
  it('reports the ports it listens on when started on port 0', () => {
    expect(inbox.smtpPort).toBeGreaterThan(0);
    expect(inbox.httpPort).toBeGreaterThan(0);
    expect(inbox.smtpPort).not.toBe(inbox.httpPort);
  });

  it('keeps a sent message with sender, envelope recipients, subject and bodies', async () => {
    const before = Date.now();
    await send({
      from: 'Glow <no-reply@glow.local>',
      to: 'Alice <alice@glow.local>',
      bcc: 'audit@glow.local',
      subject: 'Einladung für Glow ✓',
      text: `Nimm die Einladung an: ${INVITATION_LINK}`,
      html: `<p><a href="${INVITATION_LINK}">Einladung annehmen</a></p>`,
    });

    // Bodies are kept as parsed, with the line break that ends each MIME part.
    const response = await get('/messages');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [message, ...others] = (await response.json()) as InboxMessage[];
    expect(others).toHaveLength(0);
    expect(message).toEqual({
      id: expect.any(Number),
      receivedAt: expect.any(String),
      from: 'no-reply@glow.local',
      to: ['alice@glow.local', 'audit@glow.local'],
      replyTo: [],
      subject: 'Einladung für Glow ✓',
      text: `Nimm die Einladung an: ${INVITATION_LINK}\n`,
      html: `<p><a href="${INVITATION_LINK}">Einladung annehmen</a></p>\n`,
    });
    const receivedAt = Date.parse(message!.receivedAt);
    expect(new Date(receivedAt).toISOString()).toBe(message!.receivedAt);
    expect(receivedAt).toBeGreaterThanOrEqual(before - 1000);
  });

  it("keeps the Reply-To header's address, where a reader's reply goes", async () => {
    await send({
      from: 'Glow <no-reply@glow.local>',
      to: 'help@glow.local',
      replyTo: 'Ada Lovelace <ada@example.org>',
      subject: 'A question',
      text: 'How do I vote?',
    });
    const [message] = await listMessages();
    expect(message).toMatchObject({ to: ['help@glow.local'], replyTo: ['ada@example.org'] });
  });

  it('lists the newest message first, with increasing ids', async () => {
    await sendInvitation('first@glow.local', 'First');
    await sendInvitation('second@glow.local', 'Second');

    const messages = await listMessages();
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
  });

  it('filters by recipient, ignoring case', async () => {
    await sendInvitation('alice@glow.local', 'For Alice');
    await sendInvitation('Bob+judge@Glow.local', 'For Bob');

    const forBob = await listMessages(`?to=${encodeURIComponent('bob+JUDGE@glow.LOCAL')}`);
    expect(forBob.map((message) => message.subject)).toEqual(['For Bob']);
    // A '+' typed unencoded arrives as a space and still matches.
    expect(await listMessages('?to=bob+judge@glow.local')).toHaveLength(1);
    expect(await listMessages('?to=nobody@glow.local')).toEqual([]);
  });

  it('returns one message by id and 404 for ids it does not have', async () => {
    await sendInvitation('alice@glow.local');
    const [listed] = await listMessages();

    const found = await get(`/messages/${listed!.id}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(listed);

    for (const id of [String(listed!.id + 1), 'abc']) {
      const missing = await get(`/messages/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: `Message not found: ${id}` });
    }
  });

  it('answers an unknown path with 404 and an unsupported method with 405', async () => {
    const unknown = await get('/nope/here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect(await unknown.json()).toEqual({ message: 'Not found: /nope/here' });

    const wrongMethod = await get('/messages', { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, DELETE');
  });

  it('clears every message on DELETE /messages and keeps counting ids', async () => {
    await sendInvitation('alice@glow.local');
    const [cleared] = await listMessages();

    const response = await get('/messages', { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await listMessages()).toEqual([]);
    expect((await get(`/messages/${cleared!.id}`)).status).toBe(404);

    await sendInvitation('alice@glow.local');
    const [next] = await listMessages();
    expect(next!.id).toBeGreaterThan(cleared!.id);
  });

  it('accepts mail from a client that logs in', async () => {
    await send(
      { from: 'no-reply@glow.local', to: 'alice@glow.local', subject: 'With login', text: 'Hi' },
      { user: 'glow', pass: 'anything' },
    );
    expect((await listMessages()).map((message) => message.subject)).toEqual(['With login']);
  });

  it('refuses a message over the size limit and keeps nothing of it', async () => {
    await expect(
      send({
        from: 'no-reply@glow.local',
        to: 'alice@glow.local',
        subject: 'Too big',
        text: 'x'.repeat(MAX_MESSAGE_BYTES + 1),
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await listMessages()).toEqual([]);
  });

  it('shows the messages as an HTML page with the subject escaped and links clickable', async () => {
    await sendInvitation('alice@glow.local', 'Hello <script>alert("x")</script> & welcome');

    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<title>Glow mail inbox</title>');
    expect(page).not.toContain('<script>');
    expect(page).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welcome');
    expect(page).toContain('alice@glow.local');
    const escapedLink = INVITATION_LINK.replaceAll('&', '&amp;');
    expect(page).toContain(`<a href="${escapedLink}" target="_blank"`);
  });

  it('says so when the inbox is empty', async () => {
    const page = await (await get('/')).text();
    expect(page).toContain('No messages yet');
    expect(page).not.toContain('<li>');
  });
});

describe('SMTP behaviour control (/__simulator/smtp)', () => {
  function control(body?: unknown) {
    return get('/__simulator/smtp', {
      method: body === undefined ? 'GET' : 'PUT',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function sendWithin(greetingTimeout: number) {
    const transport = createTransport({
      host: HOST,
      port: inbox.smtpPort,
      secure: false,
      ignoreTLS: true,
      greetingTimeout,
    });
    try {
      return await transport.sendMail({
        from: 'no-reply@glow.local',
        to: 'alice@glow.local',
        subject: 'Controlled',
        text: 'Hi',
      });
    } finally {
      transport.close();
    }
  }

  async function waitUntilHeld(count: number, timeoutMs = 4000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { waiting } = (await (await control()).json()) as { waiting: number };
      if (waiting === count) return;
      if (Date.now() > deadline) throw new Error(`${waiting} connections held, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('answers at once by default', async () => {
    expect(await (await control()).json()).toEqual({ hang: false, delayMs: 0, waiting: 0 });
  });

  it('holds connections without a greeting while hanging, and takes mail again after', async () => {
    expect(await (await control({ hang: true })).json()).toEqual({
      hang: true,
      delayMs: 0,
      waiting: 0,
    });
    const hanging = sendWithin(300);
    await expect(hanging).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(await listMessages()).toEqual([]);

    // Held until the hang ends: counted once its connection arrives (a loaded machine may take
    // longer than any fixed pause).
    const heldBefore = ((await (await control()).json()) as { waiting: number }).waiting;
    const waiting = sendWithin(5000);
    await waitUntilHeld(heldBefore + 1);
    // Ending the hang drops the connection it held; the next one is greeted.
    expect(await (await control({ hang: false })).json()).toMatchObject({ waiting: 0 });
    await expect(waiting).rejects.toMatchObject({ responseCode: 421 });
    await sendWithin(1000);
    expect((await listMessages()).map((message) => message.subject)).toEqual(['Controlled']);
  });

  it('takes each message only after delayMs', async () => {
    await control({ delayMs: 400 });
    const started = Date.now();
    const sending = sendWithin(1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await (await control()).json()).toMatchObject({ delayMs: 400, waiting: 1 });
    expect(await listMessages()).toEqual([]);
    await sending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(await listMessages()).toHaveLength(1);
  });

  it('refuses settings it does not know, naming what is wrong', async () => {
    for (const [body, message] of [
      [{ hang: 'yes' }, 'hang must be true or false'],
      [{ delayMs: -1 }, 'delayMs must be a whole number of milliseconds from 0 to 600000'],
      [{ slow: true }, 'Unknown fields: slow'],
      [[], 'The body must be a JSON object with hang and/or delayMs'],
    ] as const) {
      const response = await control(body);
      expect({ body, status: response.status, answer: await response.json() }).toEqual({
        body,
        status: 400,
        answer: { message },
      });
    }
    const wrongMethod = await get('/__simulator/smtp', { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, PUT');
  });
});
