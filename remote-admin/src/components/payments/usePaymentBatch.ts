import type { PaymentBatch } from '@glow/contract';
import { errorMessageOf, useAppDispatch, type WalletKind } from '@glow/shared-api';
import {
  isCancelled,
  isMobileViewport,
  isWalletError,
  useWallet,
  walletFailureMessage,
  type BulkOutcome,
  type XrplTransaction,
} from '@glow/shared-wallet';
import { useEffect, useRef, useState } from 'react';
import {
  paymentsApi,
  useCreatePaymentBatchMutation,
  useRecordPaymentTransactionMutation,
  useReportPaymentFailureMutation,
} from '../../paymentsApi';
import { failureCodeOf, progressOfView, type PaymentProgress } from './paymentProgress';
import { signsAllAtOnce } from './programmeWallet';

type BatchPayment = PaymentBatch['payments'][number];

/** One payment of the batch being paid, and where it is. */
export interface ProgressRow {
  payment: BatchPayment;
  progress: PaymentProgress;
}

/** How the wallet answered for one payment: a bulk outcome, a thrown failure, or a cancel. */
type WalletAnswer = BulkOutcome | { failure: unknown } | { cancelled: true };

/** The batch on the page: its payments' progress, while the wallet signs and after. */
export interface BatchRun {
  id: number;
  wallet: WalletKind;
  rows: ProgressRow[];
  running: boolean;
  /** The admin asked to stop after the payment being signed (one-by-one wallets). */
  stopping: boolean;
  /** Xaman on a phone opens each payment from a click of the admin's: waiting for it. */
  awaitingClick: boolean;
}

/** The batch being paid on the page, and what the admin can do with it. */
export interface PaymentBatchControl {
  run: BatchRun | null;
  /**
   * Checks the wallet is on Glow's network, creates the batch (a refusal of either is thrown, for
   * the confirmation to show), then has the wallet sign it; answers once the batch exists, while
   * the signing goes on.
   */
  start(cohortId: number, grantIds: number[], wallet: WalletKind): Promise<void>;
  /** Stops a one-by-one batch after the payment being signed; the rest are not attempted. */
  stop(): void;
  /** Clears a finished batch from the page. */
  dismiss(): void;
  /** The admin's click that opens Xaman for the next payment (on a phone). */
  signNext(): void;
}

/**
 * Pays a batch: the API creates one payment per grant, then the connected wallet
 * signs them (GemWallet all at once; Crossmark and Xaman one after the other), and each outcome
 * goes to the API: a hash to be checked on the ledger, or the wallet's failure. A cancelled
 * wallet request is not reported: the wallet may still sign, and Glow's ledger check settles it.
 */
export function usePaymentBatch(): PaymentBatchControl {
  const { checkNetwork, submitBulk, signAndSubmit } = useWallet();
  const dispatch = useAppDispatch();
  const [createBatch] = useCreatePaymentBatchMutation();
  const [recordTransaction] = useRecordPaymentTransactionMutation();
  const [reportFailure] = useReportPaymentFailureMutation();
  const [run, setRun] = useState<BatchRun | null>(null);
  const stopRequested = useRef(false);
  const nextClick = useRef<(() => void) | null>(null);
  const running = run?.running ?? false;

  // Leaving mid-batch loses nothing (Glow's ledger check finishes it), but the browser asks first.
  useEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [running]);

  const show = (paymentId: number, progress: PaymentProgress) =>
    setRun(
      (current) =>
        current && {
          ...current,
          rows: current.rows.map((row) =>
            row.payment.id === paymentId ? { ...row, progress } : row,
          ),
        },
    );

  async function settle(payment: BatchPayment, outcome: WalletAnswer) {
    if ('cancelled' in outcome) {
      show(payment.id, {
        step: 'inFlight',
        reason: "you stopped waiting for the wallet; Glow's check of the ledger finishes it",
      });
      return;
    }
    if ('hash' in outcome) {
      show(payment.id, { step: 'waitingLedger', hash: outcome.hash });
      try {
        const view = await recordTransaction({
          id: payment.id,
          transactionHash: outcome.hash,
        }).unwrap();
        show(payment.id, progressOfView(view));
      } catch (failure) {
        show(payment.id, { step: 'inFlight', reason: errorMessageOf(failure) });
      }
      return;
    }
    // Not attempted: never shown to the wallet, the admin declined to sign it (stopped the batch).
    const error =
      'error' in outcome ? outcome.error : 'failure' in outcome ? outcome.failure : null;
    const code = error === null ? 'SIGNING_REJECTED' : failureCodeOf(error);
    const message = error === null ? undefined : walletFailureMessage(error);
    const payload = isWalletError(error) ? error.xamanPayload : undefined;
    try {
      const view = await reportFailure({
        id: payment.id,
        code,
        ...(payload && { xamanPayloadId: payload.payloadId, secret: payload.secret }),
      }).unwrap();
      show(payment.id, error === null ? { step: 'notAttempted' } : progressOfView(view, message));
    } catch (failure) {
      show(payment.id, {
        step: 'inFlight',
        reason: `${message ? `${message}; ` : ''}${errorMessageOf(failure)}`,
      });
    }
  }

  async function signAll(batch: PaymentBatch) {
    const transactions = batch.payments.map(({ transaction }) => transaction as XrplTransaction);
    let outcomes: WalletAnswer[];
    try {
      outcomes = await submitBulk(transactions);
    } catch (failure) {
      const answer: WalletAnswer = isCancelled(failure) ? { cancelled: true } : { failure };
      outcomes = transactions.map(() => answer);
    }
    for (const [index, payment] of batch.payments.entries()) {
      await settle(payment, outcomes[index] ?? { notAttempted: true });
    }
  }

  /** Resolves on the admin's click (signNext), or when they stop the batch. */
  const clicked = () =>
    new Promise<void>((resolve) => {
      nextClick.current = resolve;
      setRun((current) => current && { ...current, awaitingClick: true });
    });

  async function signOneByOne(batch: PaymentBatch, wallet: WalletKind) {
    // A phone opens Xaman's link in a window, which browsers allow only on a click: the
    // confirmation's click opens the first, a click of the admin's each next one.
    const clickEach = wallet === 'xaman' && isMobileViewport();
    let stop = false;
    for (const [index, payment] of batch.payments.entries()) {
      if (clickEach && index > 0 && !stop && !stopRequested.current) await clicked();
      if (stop || stopRequested.current) {
        await settle(payment, { notAttempted: true });
        continue;
      }
      try {
        const hash = await signAndSubmit(payment.transaction as XrplTransaction);
        await settle(payment, { hash });
      } catch (failure) {
        // A cancelled request stops the batch: the admin gave up on this wallet for now.
        stop = isCancelled(failure);
        await settle(payment, stop ? { cancelled: true } : { failure });
      }
    }
  }

  async function sign(batch: PaymentBatch, wallet: WalletKind) {
    try {
      await (signsAllAtOnce(wallet) ? signAll(batch) : signOneByOne(batch, wallet));
    } finally {
      setRun(
        (current) =>
          current && { ...current, running: false, stopping: false, awaitingClick: false },
      );
      dispatch(paymentsApi.util.invalidateTags(['Payment', 'Cohort', 'Log']));
    }
  }

  return {
    run,
    async start(cohortId: number, grantIds: number[], wallet: WalletKind) {
      // A wallet on another network would pay there, unseen by Glow: no batch for it.
      await checkNetwork();
      const batch = await createBatch({ cohortId, grantIds }).unwrap();
      stopRequested.current = false;
      setRun({
        id: batch.batch.id,
        wallet,
        running: true,
        stopping: false,
        awaitingClick: false,
        rows: batch.payments.map((payment) => ({ payment, progress: { step: 'waitingWallet' } })),
      });
      void sign(batch, wallet);
    },
    stop() {
      stopRequested.current = true;
      setRun((current) => current && { ...current, stopping: true });
      nextClick.current?.();
    },
    signNext() {
      const resume = nextClick.current;
      nextClick.current = null;
      setRun((current) => current && { ...current, awaitingClick: false });
      resume?.();
    },
    dismiss() {
      setRun((current) => (current?.running ? current : null));
    },
  };
}
