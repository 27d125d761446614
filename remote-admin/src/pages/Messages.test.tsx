import type { ContactMessage } from '@glow/contract';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import { renderAdminPage } from '../testing/renderAdminPage';

const NEW_MESSAGE: ContactMessage = {
  id: 12,
  receivedAt: '2025-05-06T14:30:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  topic: 'application',
  message: 'My application says my wallet is missing.\nI registered it yesterday.',
  state: 'new',
  answeredAt: null,
  answeredBy: null,
};

const ANSWERED_MESSAGE: ContactMessage = {
  ...NEW_MESSAGE,
  id: 9,
  name: 'Grace Hopper',
  email: 'grace@example.org',
  topic: 'voting',
  message: 'How do I change my vote?',
  state: 'answered',
  answeredAt: '2025-05-05T09:00:00.000Z',
  answeredBy: { id: 1, email: 'admin@glow.local' },
};

let calls: ReceivedCall[];
let messages: ContactMessage[];

beforeEach(() => {
  localStorage.clear();
  messages = [NEW_MESSAGE, ANSWERED_MESSAGE];
  calls = installFakeApi({
    'GET /api/contact-messages': ({ query }) => {
      const shown = messages.filter((message) => !query.state || message.state === query.state);
      return {
        body: {
          page: Number(query.page),
          limit: Number(query.limit),
          total: shown.length,
          newCount: messages.filter((message) => message.state === 'new').length,
          messages: shown,
        },
      };
    },
    'POST /api/contact-messages/{id}/answered': ({ path }) => {
      const message = messages.find(({ id }) => path === `/api/contact-messages/${id}/answered`)!;
      const answered: ContactMessage = {
        ...message,
        state: 'answered',
        answeredAt: '2025-05-07T10:00:00.000Z',
        answeredBy: { id: 1, email: 'admin@glow.local' },
      };
      messages = messages.map((each) => (each.id === answered.id ? answered : each));
      return {
        body: {
          success: true,
          message: 'Message from Ada Lovelace marked answered',
          contactMessage: answered,
        },
      };
    },
  });
});

const cardOf = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('section')!);

describe('the messages page', () => {
  it('shows each message with its sender, topic, state, time and whole text, newest first', async () => {
    await renderAdminPage(paths.messages);

    const list = within(await screen.findByRole('list', { name: 'Messages' }));
    expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    const ada = await cardOf('Ada Lovelace');
    expect(ada.getByRole('link', { name: 'ada@example.org' }).getAttribute('href')).toBe(
      'mailto:ada@example.org',
    );
    expect(ada.getByText('My application')).toBeTruthy();
    expect(ada.getByText('New')).toBeTruthy();
    expect(
      ada.getByText(
        (_text, element) => element?.tagName === 'P' && element.textContent === NEW_MESSAGE.message,
      ),
    ).toBeTruthy();
    expect(ada.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      'mailto:ada@example.org?subject=Re%3A%20your%20message%20to%20Glow%20(My%20application)',
    );

    const grace = await cardOf('Grace Hopper');
    expect(grace.getByText('Answered')).toBeTruthy();
    expect(grace.getByText(/answered by admin@glow\.local/)).toBeTruthy();
    expect(grace.queryByRole('button', { name: 'Mark answered' })).toBeNull();
    expect(screen.getByText('1 message waits for an answer.')).toBeTruthy();
  });

  it('marks a new message answered, and the page shows it answered', async () => {
    await renderAdminPage(paths.messages);
    const ada = await cardOf('Ada Lovelace');
    fireEvent.click(ada.getByRole('button', { name: 'Mark answered' }));

    await waitFor(() =>
      expect(
        within(
          screen.getByRole('heading', { name: 'Ada Lovelace' }).closest('section')!,
        ).queryByText('New'),
      ).toBeNull(),
    );
    expect(
      calls.some(
        (call) => call.method === 'POST' && call.path === '/api/contact-messages/12/answered',
      ),
    ).toBe(true);
    expect(await screen.findByText('Every message is answered.')).toBeTruthy();
  });

  it('filters by state, keeping it in the URL', async () => {
    const { router } = await renderAdminPage(paths.messages);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'New' }));

    await waitFor(() =>
      expect(calls.at(-1)?.query).toEqual({ page: '1', limit: '20', state: 'new' }),
    );
    expect(router.state.location.search).toBe('?state=new');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Grace Hopper' })).toBeNull());
  });

  it('says when no message waits for an answer', async () => {
    messages = [ANSWERED_MESSAGE];
    await renderAdminPage(`${paths.messages}?state=new`);
    expect(await screen.findByText('No message is waiting for an answer.')).toBeTruthy();
  });
});
