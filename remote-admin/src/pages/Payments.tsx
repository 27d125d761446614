import type { CohortPayments, PaymentCohorts } from '@glow/contract';
import { errorMessageOf, isGlowApiError } from '@glow/shared-api';
import {
  Alert,
  Button,
  Link,
  LoadFailure,
  Muted,
  Page,
  refusalSentence,
  Row,
  SelectField,
  showToast,
  Stack,
  useListParams,
} from '@glow/shared-ui';
import { counted, formatDrops, ListToolbar, Section } from '@glow/shared-ui/pages';
import { useWallet } from '@glow/shared-wallet';
import { useEffect, useId, useRef, useState } from 'react';
import {
  useListCohortPaymentsQuery,
  useListPaymentCohortsQuery,
  useReconcilePaymentsMutation,
} from '../paymentsApi';
import { BatchProgress } from '../components/payments/BatchProgress';
import { firstSelectable, isSelectable, sumDrops } from '../components/payments/grantSelection';
import { GrantsTable } from '../components/payments/GrantsTable';
import { PaymentConfirmation } from '../components/payments/PaymentConfirmation';
import { PaymentTotals } from '../components/payments/PaymentTotals';
import { ProgrammeWalletPanel } from '../components/payments/ProgrammeWalletPanel';
import { fundsRefusal } from '../components/payments/programmeFunds';
import { programmeWalletOf } from '../components/payments/programmeWallet';
import { reconcileSummary } from '../components/payments/reconcileSummary';
import { usePaymentBatch, type PaymentBatchControl } from '../components/payments/usePaymentBatch';
import { paymentPath } from '../paths';

type PaymentCohort = PaymentCohorts['cohorts'][number];

/** `?cohort=` as a record id, or null. */
function cohortParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Without `?cohort=`: the newest cohort with grants to pay, else the newest. */
const defaultCohortOf = (cohorts: readonly PaymentCohort[]) =>
  (cohorts.find((cohort) => cohort.payable > 0) ?? cohorts[0])?.id ?? null;

/**
 * Checks the ledger for this cohort's payments in flight once when the page shows them; not while
 * the page pays a batch, whose payments the wallet's answers settle (a check racing them would
 * record them first and have the page's reports refused), but once it is done.
 */
function useReconcileOnOpen(payments: CohortPayments | undefined, batchRunning: boolean) {
  const [reconcile] = useReconcilePaymentsMutation();
  const checked = useRef<number | null>(null);
  const cohortId = payments?.cohort.id ?? null;
  const inFlight = payments?.grants.some((grant) => grant.state === 'inFlight') ?? false;
  useEffect(() => {
    if (cohortId === null || !inFlight || batchRunning || checked.current === cohortId) return;
    checked.current = cohortId;
    // Failures are not shown: "Check the ledger" says them when the admin asks.
    reconcile().catch(() => undefined);
  }, [cohortId, inFlight, batchRunning, reconcile]);
}

function CheckLedgerButton() {
  const [reconcile, { isLoading }] = useReconcilePaymentsMutation();
  async function check() {
    try {
      const result = await reconcile().unwrap();
      showToast({ title: 'Ledger checked', message: reconcileSummary(result), tone: 'success' });
    } catch (failure) {
      showToast({
        title: 'The ledger could not be checked',
        message: errorMessageOf(failure),
        tone: 'error',
      });
    }
  }
  return (
    <Button $variant="secondary" onClick={check} disabled={isLoading} aria-busy={isLoading}>
      {isLoading ? 'Checking the ledger…' : 'Check the ledger'}
    </Button>
  );
}

function DuplicatesAlert({ payments }: { payments: CohortPayments }) {
  if (payments.duplicates.length === 0) return null;
  return (
    <Alert tone="danger">
      <p>
        <strong>Paid twice.</strong> The ledger shows a second payment of these grants: recover the
        amount from the contributor or count it against a later grant.
      </p>
      {payments.duplicates.map((duplicate) => (
        <p key={duplicate.paymentId}>
          <Link to={paymentPath(duplicate.paymentId)}>Payment {duplicate.paymentId}</Link> of grant{' '}
          {duplicate.grantId}: <code>{duplicate.txHash}</code>
        </p>
      ))}
    </Alert>
  );
}

/** One cohort's grants, the programme wallet, the batch being paid and the totals. */
function CohortPaymentsView({
  payments,
  batch,
}: {
  payments: CohortPayments;
  batch: PaymentBatchControl;
}) {
  const connected = useWallet();
  const programmeWallet = programmeWalletOf(connected, payments.programmeAddress);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const refusalId = useId();
  const running = batch.run?.running ?? false;
  useReconcileOnOpen(payments, running);

  // Grants that stopped being payable since they were ticked (another tab paid them) drop out.
  const chosen = payments.grants.filter((grant) => selected.has(grant.id) && isSelectable(grant));
  const chosenDrops = sumDrops(chosen);
  const overFunds = fundsRefusal(chosenDrops, payments.programmeFunds);
  const payRefusal = programmeWallet.refusal ?? overFunds;

  function toggle(grantId: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(grantId)) next.add(grantId);
      return next;
    });
  }

  async function pay() {
    if (!programmeWallet.kind) return;
    await batch.start(
      payments.cohort.id,
      chosen.map((grant) => grant.id),
      programmeWallet.kind,
    );
    setConfirming(false);
    setSelected(new Set());
  }

  return (
    <>
      <Section id="payments-wallet" title="Programme wallet">
        <ProgrammeWalletPanel
          programmeAddress={payments.programmeAddress}
          programmeFunds={payments.programmeFunds}
          programmeWallet={programmeWallet}
          refusalId={refusalId}
          batchRunning={running}
        />
      </Section>
      <DuplicatesAlert payments={payments} />
      {batch.run && (
        <BatchProgress
          run={batch.run}
          onStop={batch.stop}
          onDismiss={batch.dismiss}
          onSignNext={batch.signNext}
        />
      )}
      <PaymentTotals payments={payments} />
      <Section id="payments-grants" title={`Grants of ${payments.cohort.name}`}>
        <Row>
          <Button
            onClick={() => setConfirming(true)}
            disabled={chosen.length === 0 || payRefusal !== null || running}
            aria-describedby={payRefusal ? refusalId : undefined}
          >
            {chosen.length === 0
              ? 'Pay'
              : `Pay ${counted(chosen.length, ['grant', 'grants'])} (${formatDrops(chosenDrops)})`}
          </Button>
          <Button
            $variant="secondary"
            onClick={() => setSelected(new Set(firstSelectable(payments.grants)))}
            disabled={running || !payments.grants.some(isSelectable)}
          >
            Select the payable grants
          </Button>
          {chosen.length > 0 && (
            <Button $variant="ghost" onClick={() => setSelected(new Set())} disabled={running}>
              Clear the selection
            </Button>
          )}
        </Row>
        {overFunds && (
          <Alert tone="warning">
            <p id={programmeWallet.refusal ? undefined : refusalId}>{overFunds}</p>
          </Alert>
        )}
        <GrantsTable
          grants={payments.grants}
          selected={new Set(chosen.map((grant) => grant.id))}
          locked={running}
          onToggle={toggle}
        />
      </Section>
      {confirming && programmeWallet.kind && (
        <PaymentConfirmation
          grants={chosen}
          programmeAddress={payments.programmeAddress}
          wallet={programmeWallet.kind}
          onConfirm={pay}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

function CohortPaymentsLoader({
  cohortId,
  batch,
}: {
  cohortId: number;
  batch: PaymentBatchControl;
}) {
  const { data, error, isLoading, isFetching, refetch } = useListCohortPaymentsQuery(cohortId);
  if (data && data.cohort.id === cohortId)
    return <CohortPaymentsView payments={data} batch={batch} />;
  if (isLoading || (isFetching && !error))
    return <Muted aria-busy="true">Loading the grants…</Muted>;
  if (isGlowApiError(error) && (error.status === 404 || error.status === 409))
    return (
      <Alert tone="warning">
        <p>{refusalSentence(error.message)}</p>
      </Alert>
    );
  return <LoadFailure error={error} onRetry={refetch} />;
}

/**
 * "Pilot: 2 of 2 paid, 1 returned": a grant returned to the pool is not one to pay, so it is named
 * apart; short enough for the picker on a phone.
 */
function cohortProgress(cohort: PaymentCohorts['cohorts'][number]): string {
  const toPay = cohort.grants - cohort.returned;
  const returned = cohort.returned > 0 ? `, ${cohort.returned} returned` : '';
  return `${cohort.name}: ${cohort.paid} of ${toPay} paid${returned}`;
}

/**
 * Grants approved by the judges and their payment: per cohort, each grant's state and the totals;
 * the admin selects up to 50 payable grants, checks each recipient's address and amount, and pays
 * them from the programme's wallet, connected in the header.
 */
export default function Payments() {
  const { searchParams, update } = useListParams();
  const cohorts = useListPaymentCohortsQuery();
  const list = cohorts.data?.cohorts ?? [];
  const cohortId = cohortParam(searchParams.get('cohort')) ?? defaultCohortOf(list);
  // Kept here, not with the cohort shown: a batch's progress stays while it is being paid.
  const batch = usePaymentBatch();
  const running = batch.run?.running ?? false;

  let content;
  if (cohorts.isLoading) content = <Muted aria-busy="true">Loading the cohorts…</Muted>;
  else if (!cohorts.data) content = <LoadFailure error={cohorts.error} onRetry={cohorts.refetch} />;
  else if (list.length === 0 || cohortId === null)
    content = (
      <Muted>
        No cohort&apos;s distribution is approved yet: grants appear here once the judges approve
        one.
      </Muted>
    );
  else
    content = (
      <>
        <ListToolbar $lead="wide">
          <SelectField
            label="Cohort"
            value={String(cohortId)}
            disabled={running}
            hint={running ? 'Another cohort can be shown once the batch is paid.' : undefined}
            onChange={(event) => update({ cohort: event.target.value })}
          >
            {!list.some((cohort) => cohort.id === cohortId) && (
              <option value={cohortId}>Cohort {cohortId}</option>
            )}
            {list.map((cohort) => (
              <option key={cohort.id} value={cohort.id}>
                {cohortProgress(cohort)}
              </option>
            ))}
          </SelectField>
          <CheckLedgerButton />
        </ListToolbar>
        <CohortPaymentsLoader key={cohortId} cohortId={cohortId} batch={batch} />
      </>
    );
  return (
    <Page>
      <Stack $gap="1.5rem">{content}</Stack>
    </Page>
  );
}
