// The stand-in's explorer page for people, GET /transactions/{hash}: what a public explorer
// (testnet.xrpl.org/transactions/{hash}) shows of a transaction, so the app's explorer links
// lead somewhere locally. Memos are shown decoded as text.
import { escapeHtml } from '../safeHtml';
import type { LedgerChain, RecordedTransaction } from './ledgerChain';
import { isoSeconds } from './rippleTime';
import { ledgerOf, metaJson } from './transactionJson';

const PAGE_TITLE = 'XRP Ledger stand-in: transaction';

interface MemoFields {
  MemoType?: unknown;
  MemoFormat?: unknown;
  MemoData?: unknown;
}

export function renderTransactionPage(recorded: RecordedTransaction, chain: LedgerChain): string {
  const { transaction } = recorded;
  const ledger = ledgerOf(recorded, chain);
  const meta = metaJson(recorded);
  const facts: Array<[string, unknown]> = [
    ['Hash', transaction.hash],
    ['Status', ledger ? 'Validated' : 'In the open ledger, not validated yet'],
    ['Ledger', recorded.ledgerIndex],
    ['Closed', ledger ? isoSeconds(ledger.closeTime) : undefined],
    ['Result', recorded.meta.TransactionResult],
    ['Delivered amount', meta.delivered_amount],
  ];
  const { Memos, ...fields } = transaction.fields;
  const memos = Array.isArray(Memos) ? Memos.map(memoText) : [];
  return page(
    `<h1>Transaction</h1>
${definitionList(facts)}
<h2>Memos</h2>
${memos.length === 0 ? '<p>None.</p>' : `<ol>\n${memos.join('\n')}\n</ol>`}
<h2>Fields</h2>
${definitionList(Object.entries(fields))}`,
  );
}

export function renderTransactionNotFoundPage(hash: string): string {
  return page(
    `<h1>Transaction not found</h1>\n<p>This ledger holds no transaction ${escapeHtml(hash)}.</p>`,
  );
}

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TITLE}</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 0 auto; padding: 1.5rem; } dt { font-weight: 600; } dd { margin: 0 0 0.5rem; overflow-wrap: anywhere; font-family: ui-monospace, monospace; }</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function definitionList(entries: Array<[string, unknown]>): string {
  const items = entries
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(textOf(value))}</dd>`);
  return `<dl>\n${items.join('\n')}\n</dl>`;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "glow/payment (text/plain): localhost:8080/payments/17" */
function memoText(entry: unknown): string {
  const memo = ((entry as { Memo?: MemoFields } | null)?.Memo ?? {}) as MemoFields;
  const type = decodedHex(memo.MemoType);
  const format = decodedHex(memo.MemoFormat);
  const data = decodedHex(memo.MemoData) ?? '';
  const label = [type, format ? `(${format})` : null].filter(Boolean).join(' ');
  return `<li>${escapeHtml(label ? `${label}: ${data}` : data)}</li>`;
}

/** The UTF-8 text of a hex field; undefined when there is none. */
function decodedHex(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^([0-9a-fA-F]{2})*$/.test(value)) return undefined;
  return Buffer.from(value, 'hex').toString('utf8');
}
