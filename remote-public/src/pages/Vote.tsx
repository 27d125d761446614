import { isGlowApiError, skipToken, type NominationSort, type VoteType } from '@glow/shared-api';
import type { Cohort, Nomination } from '@glow/contract';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  LoadFailure,
  Link,
  Muted,
  Page,
  Pager,
  Row,
  showToast,
  Stack,
  useListParams,
} from '@glow/shared-ui';
import { asSentence, formatDate, SearchSortToolbar, votingPlan } from '@glow/shared-ui/pages';
import { useWallet } from '@glow/shared-wallet';

import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import {
  NOMINATIONS_PAGE_SIZE,
  useCastVoteMutation,
  useNominationsQuery,
  useVoterStatusQuery,
} from '../api';
import { useKeptVote, type KeptVote } from '../components/keptVote';
import { MyVotes } from '../components/MyVotes';
import { NominationCard, nominationTitle } from '../components/NominationCard';
import { periodName } from '../components/periods';
import { RegistrationPanel } from '../components/RegistrationPanel';
import { useVoterRegistration } from '../components/useVoterRegistration';
import { paths } from '../paths';

const SORT_OPTIONS: { value: NominationSort; label: string }[] = [
  { value: 'score', label: 'Highest score' },
  { value: 'newest', label: 'Newest' },
];

const CohortLine = styled(Row)`
  gap: 0.5rem 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const EmptyTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** The cohort being voted on: its name, period and start, and how long voting runs. */
function CohortSummary({ cohort }: { cohort: Cohort }) {
  const open = cohort.period === 'voting';
  return (
    <Stack $gap="0.35rem">
      <CohortLine>
        <h2>{cohort.name}</h2>
        <Badge $tone={open ? 'success' : 'warning'}>{periodName(cohort.period)} period</Badge>
        <Muted as="span">
          since <time dateTime={cohort.periodStartedAt}>{formatDate(cohort.periodStartedAt)}</time>
        </Muted>
      </CohortLine>
      {open && <Muted>{votingPlan(cohort)}</Muted>}
      <Muted>
        New to voting? <Link to={paths.guideVoting}>How voting works</Link>: registering, what a
        vote counts for, changing it.
      </Muted>
    </Stack>
  );
}

/** Where the voter stands: no wallet, checking, not registered (the panel), registered. */
function VoterSection({
  registration,
  registerButtonRef,
  registrationRef,
}: {
  registration: ReturnType<typeof useVoterRegistration>;
  registerButtonRef: RefObject<HTMLButtonElement | null>;
  /** Around the registration card, which the page brings into view. */
  registrationRef: RefObject<HTMLDivElement | null>;
}) {
  const { address, shortAddress, pending, requestConnect } = useWallet();
  const voter = useVoterStatusQuery(address ?? skipToken);

  if (!address) {
    const connecting = pending?.purpose === 'connect';
    return (
      <Alert tone="info">
        <p>
          <strong>Connect a wallet to vote.</strong> Xaman, GemWallet and Crossmark work; a vote
          needs a wallet registered once with a 1-drop payment.
        </p>
        <p>
          <Button onClick={() => requestConnect()} disabled={connecting} aria-busy={connecting}>
            {connecting ? 'Connecting…' : 'Connect your wallet'}
          </Button>
        </p>
      </Alert>
    );
  }
  if (voter.error && !voter.isFetching) {
    return <LoadFailure error={voter.error} onRetry={voter.refetch} />;
  }
  if (!voter.data) return <Muted aria-busy="true">Checking your registration…</Muted>;
  if (!voter.data.registered || registration.step !== 'ready') {
    return (
      <div ref={registrationRef}>
        <RegistrationPanel registration={registration} registerButtonRef={registerButtonRef} />
      </div>
    );
  }
  return (
    <Alert tone="success">
      <p>
        <strong>{shortAddress}</strong> is registered to vote
        {voter.data.registeredAt && (
          <>
            {' '}
            since{' '}
            <time dateTime={voter.data.registeredAt}>{formatDate(voter.data.registeredAt)}</time>
          </>
        )}
        . Vote up or down; press a pressed vote again to take it back.
      </p>
    </Alert>
  );
}

const VOTE_WORDS: Record<KeptVote['type'], string> = { UP: 'upvote', DOWN: 'downvote' };

/** The vote pressed before the wallet could send it: what it is, when it goes, a way to drop it. */
function KeptVoteNotice({ kept, onForget }: { kept: KeptVote; onForget: () => void }) {
  return (
    <Alert tone="info">
      <p>
        <strong>
          Your {VOTE_WORDS[kept.type]} for {kept.title} is kept.
        </strong>{' '}
        It is sent once your wallet is connected and registered.
      </p>
      <p>
        <Button $variant="secondary" onClick={onForget}>
          Forget this vote
        </Button>
      </p>
    </Alert>
  );
}

/** Brings the registration card into view and puts the focus on its Register button. */
function showRegistration(card: HTMLDivElement | null, button: HTMLButtonElement | null): void {
  card?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  button?.focus({ preventScroll: true });
}

/**
 * The nominations of the active cohort, to vote on: sort, search and pages in the URL; the voter's
 * wallet, registration and votes; closed and empty states. A vote pressed before the wallet is
 * connected and registered is kept and sent once it is.
 */
export default function Vote() {
  const { searchParams, page, update } = useListParams();
  const sort: NominationSort = searchParams.get('sort') === 'newest' ? 'newest' : 'score';
  const search = searchParams.get('search') ?? '';
  const { address, requestConnect } = useWallet();
  const list = useNominationsQuery({
    page,
    limit: NOMINATIONS_PAGE_SIZE,
    sort,
    search: search || undefined,
    voter: address,
  });
  const voter = useVoterStatusQuery(address ?? skipToken);
  const registration = useVoterRegistration();
  const registerButton = useRef<HTMLButtonElement>(null);
  const registrationCard = useRef<HTMLDivElement>(null);
  const [castVote] = useCastVoteMutation();
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());

  const cohort = list.data?.cohort ?? null;
  const open = cohort?.period === 'voting';
  const { kept, keep, forget } = useKeptVote(cohort?.id ?? null);
  const registered = voter.data?.registered ?? null;
  // The address whose registration card was brought into view for the kept vote.
  const shownFor = useRef<string | null>(null);

  async function vote(nomination: Nomination, type: VoteType) {
    const title = nominationTitle(nomination);
    const keepIt = () => {
      if (type !== 'NONE') keep({ nominationId: nomination.id, type, title });
    };
    if (!address) {
      keepIt();
      if (!requestConnect()) {
        showToast({ title: 'Connect your wallet', message: 'A vote needs a wallet.' });
      }
      return;
    }
    // The registration is being checked: the buttons wait for it.
    if (!voter.data) return;
    if (!voter.data.registered) {
      keepIt();
      showToast({
        title: 'Register to vote',
        message: `Register your wallet once, with a 1-drop payment: your vote for ${title} is sent then.`,
      });
      showRegistration(registrationCard.current, registerButton.current);
      return;
    }
    await send(nomination.id, title, type);
  }

  async function send(
    nominationId: number,
    title: string,
    type: VoteType,
    { kept: wasKept = false } = {},
  ) {
    setSending((current) => new Set(current).add(nominationId));
    try {
      const answer = await castVote({ nominationId, type }).unwrap();
      showToast({
        title: wasKept ? `Your vote for ${title} was sent` : asSentence(answer.message),
        message: wasKept
          ? `${asSentence(answer.message)}: score ${answer.score}`
          : `${title}: score ${answer.score}`,
        tone: answer.message === 'no change' ? 'info' : 'success',
      });
    } catch (error) {
      showToast({
        title: 'Vote not counted',
        message: isGlowApiError(error) ? error.message : 'An error occurred with the request.',
        tone: 'error',
      });
    } finally {
      setSending((current) => {
        const next = new Set(current);
        next.delete(nominationId);
        return next;
      });
    }
  }

  const keptKey = kept ? `${kept.nominationId}:${kept.type}` : null;
  // The kept vote being sent: an effect run twice (React's strict mode) never sends it twice.
  const sentKept = useRef<KeptVote | null>(null);
  const sendKept = useEffectEvent(() => {
    if (!kept || sentKept.current?.nominationId === kept.nominationId) return;
    sentKept.current = kept;
    forget();
    void send(kept.nominationId, kept.title, kept.type, { kept: true }).finally(() => {
      sentKept.current = null;
    });
  });
  const showRegistrationForKept = useEffectEvent(() =>
    showRegistration(registrationCard.current, registerButton.current),
  );

  // Registered with a vote kept: it is sent, once.
  useEffect(() => {
    if (keptKey && open && address && registered === true) sendKept();
  }, [keptKey, open, address, registered]);

  // Connected with a vote kept but not registered: the registration card comes into view.
  useEffect(() => {
    if (!keptKey || !open || !address || registered !== false || shownFor.current === address)
      return;
    shownFor.current = address;
    showRegistrationForKept();
  }, [keptKey, open, address, registered]);

  let content;
  if (list.isLoading) {
    content = <Muted aria-busy="true">Loading the nominations…</Muted>;
  } else if (list.error && !list.isFetching) {
    content = <LoadFailure error={list.error} onRetry={list.refetch} />;
  } else if (list.data && !cohort) {
    content = (
      <Card>
        <Stack $gap="0.75rem">
          <EmptyTitle>There is no cohort to vote on right now</EmptyTitle>
          <Muted>
            Nominations are voted on during the voting period of a cohort. The next cohort opens
            with its nomination period; come back when voting starts.
          </Muted>
          <div>
            <ButtonLink to={paths.home} $variant="secondary">
              How Glow works
            </ButtonLink>
          </div>
        </Stack>
      </Card>
    );
  } else if (list.data) {
    const { nominations, total } = list.data;
    content = (
      <Stack>
        <SearchSortToolbar
          searchLabel="Search nominations"
          placeholder="Project, contributor or words of the description"
          search={search}
          onSearch={(next) => update({ search: next, page: undefined })}
          sortOptions={SORT_OPTIONS}
          sort={sort}
          onSort={(next) =>
            update({ sort: next === 'newest' ? 'newest' : undefined, page: undefined })
          }
        />
        {total === 0 ? (
          <Card>
            <Muted>
              {search
                ? `No nomination matches “${search}”.`
                : `${cohort!.name} has no nominations yet.`}
            </Muted>
          </Card>
        ) : (
          <List aria-label="Nominations" aria-busy={list.isFetching} role="region">
            {nominations.map((nomination) => (
              <NominationCard
                key={nomination.id}
                nomination={nomination}
                voting={{
                  open,
                  busy: sending.has(nomination.id),
                  onVote: (type) => void vote(nomination, type),
                }}
              />
            ))}
          </List>
        )}
        {total > NOMINATIONS_PAGE_SIZE && (
          <Pager
            page={page}
            limit={NOMINATIONS_PAGE_SIZE}
            total={total}
            noun={['nomination', 'nominations']}
            onPage={(next) => update({ page: next })}
          />
        )}
      </Stack>
    );
  }

  return (
    <Page>
      {cohort && <CohortSummary cohort={cohort} />}
      {cohort && !open && (
        <Alert tone="warning">
          <p>
            <strong>
              Voting is closed: {cohort.name} is in its {cohort.period} period.
            </strong>{' '}
            {cohort.period === 'nomination'
              ? 'Votes can be cast once the voting period starts.'
              : 'Votes could be cast only during the voting period; these scores are final.'}
          </p>
        </Alert>
      )}
      {cohort && open && kept && <KeptVoteNotice kept={kept} onForget={forget} />}
      {cohort && open && (
        <VoterSection
          registration={registration}
          registerButtonRef={registerButton}
          registrationRef={registrationCard}
        />
      )}
      {cohort && <MyVotes address={address} />}
      {content}
    </Page>
  );
}
