import {
  CONTACT_MESSAGE_STATE_NAMES,
  CONTACT_MESSAGE_STATES,
  CONTACT_TOPIC_NAMES,
  type ContactMessageState,
} from '@glow/contract/domain/help';
import type { ContactMessage } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import {
  Badge,
  Button,
  Card,
  LoadFailure,
  Muted,
  Page,
  Pager,
  Row,
  showToast,
  Stack,
  useListParams,
} from '@glow/shared-ui';
import { counted, FilterButtons, formatDateTime, ListToolbar } from '@glow/shared-ui/pages';
import { useId } from 'react';
import styled from 'styled-components';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  useListContactMessagesQuery,
  useMarkContactMessageAnsweredMutation,
} from '../messagesApi';

const STATE_FILTERS = [
  { value: '' as const, label: 'All' },
  ...CONTACT_MESSAGE_STATES.map((state) => ({
    value: state,
    label: CONTACT_MESSAGE_STATE_NAMES[state],
  })),
];

const isState = (value: string | null): value is ContactMessageState =>
  (CONTACT_MESSAGE_STATES as readonly string[]).includes(value ?? '');

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Sender = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A reply in the admin's own mail program, to the sender, on the message's subject. */
function replyLink(message: ContactMessage): string {
  const subject = `Re: your message to Glow (${CONTACT_TOPIC_NAMES[message.topic]})`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

function MessageCard({ message }: { message: ContactMessage }) {
  const titleId = useId();
  const [markAnswered, { isLoading }] = useMarkContactMessageAnsweredMutation();
  const answered = message.state === 'answered';

  async function mark() {
    try {
      await markAnswered(message.id).unwrap();
      showToast({
        title: 'Marked answered',
        message: `${message.name}'s message`,
        tone: 'success',
      });
    } catch (failure) {
      showToast({ title: 'Not marked answered', message: errorMessageOf(failure), tone: 'error' });
    }
  }

  return (
    <li>
      <Card aria-labelledby={titleId}>
        <Stack $gap="0.75rem">
          <Row $gap="0.5rem 0.75rem">
            <Sender id={titleId}>{message.name}</Sender>
            <a href={`mailto:${message.email}`}>{message.email}</a>
            <Badge>{CONTACT_TOPIC_NAMES[message.topic]}</Badge>
            <Badge $tone={answered ? 'success' : 'warning'}>
              {CONTACT_MESSAGE_STATE_NAMES[message.state]}
            </Badge>
          </Row>
          <Muted>
            Received <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt)}</time>
            {answered && message.answeredAt && (
              <>
                ; answered by {message.answeredBy?.email ?? 'an admin'}{' '}
                <time dateTime={message.answeredAt}>{formatDateTime(message.answeredAt)}</time>
              </>
            )}
          </Muted>
          <Text>{message.message}</Text>
          <Row>
            <a href={replyLink(message)}>Reply by email</a>
            {!answered && (
              <Button
                $variant="secondary"
                onClick={() => void mark()}
                disabled={isLoading}
                aria-busy={isLoading || undefined}
                aria-describedby={titleId}
              >
                {isLoading ? 'Marking…' : 'Mark answered'}
              </Button>
            )}
          </Row>
        </Stack>
      </Card>
    </li>
  );
}

/**
 * What people wrote through the contact form, newest first: filter by state, reply by email,
 * mark answered.
 */
export default function Messages() {
  const { searchParams, page, update } = useListParams();
  const stateParam = searchParams.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const { data, error, isLoading, isFetching, refetch } = useListContactMessagesQuery({
    page,
    limit: CONTACT_MESSAGES_PAGE_SIZE,
    state,
  });

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the messages…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data && data.total === 0)
    content = (
      <Card>
        <Muted>
          {state === 'new'
            ? 'No message is waiting for an answer.'
            : state === 'answered'
              ? 'No message has been marked answered yet.'
              : 'No one has written through the contact form yet.'}
        </Muted>
      </Card>
    );
  else if (data)
    content = (
      <Stack aria-busy={isFetching}>
        <List aria-label="Messages">
          {data.messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </List>
        <Pager
          page={page}
          limit={CONTACT_MESSAGES_PAGE_SIZE}
          total={data.total}
          noun={['message', 'messages']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <Page>
      <ListToolbar $lead="wide">
        <FilterButtons
          label="State"
          options={STATE_FILTERS}
          value={state ?? ''}
          onChange={(value) => update({ state: value, page: undefined })}
        />
        {data && (
          <Muted as="span">
            {data.newCount === 0
              ? 'Every message is answered.'
              : `${counted(data.newCount, ['message waits', 'messages wait'])} for an answer.`}
          </Muted>
        )}
      </ListToolbar>
      {content}
    </Page>
  );
}
