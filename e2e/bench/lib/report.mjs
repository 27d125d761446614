// Medians, the printed table, the targets and the request waterfall.

export const KB = 1024;

export function stats(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (q) => {
    const index = (sorted.length - 1) * q;
    const low = Math.floor(index);
    const high = Math.ceil(index);
    return sorted[low] + (sorted[high] - sorted[low]) * (index - low);
  };
  return {
    n: sorted.length,
    median: at(0.5),
    p25: at(0.25),
    p75: at(0.75),
    min: sorted[0],
    max: sorted.at(-1),
  };
}

const fmt = {
  ms: (v) => `${Math.round(v)} ms`,
  kb: (v) => `${(v / KB).toFixed(1)} KB`,
  count: (v) => `${Math.round(v * 10) / 10}`,
};

function cell(s, unit) {
  if (!s) return 'n/a';
  const f = fmt[unit];
  if (s.min === s.max) return f(s.median);
  return `${f(s.median)} [${f(s.min).replace(/ .*/, '')}–${f(s.max)}]`;
}

function ratio(a, b) {
  return a && b && b.median > 0 ? a.median / b.median : null;
}

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

/**
 * rows: [{ label, unit, federated: number[], monolith: number[] }]
 * Prints label | federated median [min–max] | monolith median [min–max] | federated/monolith.
 */
export function table(title, rows) {
  const lines = [title];
  const computed = rows.map((row) => {
    const f = stats(row.federated);
    const m = stats(row.monolith);
    const r = ratio(f, m);
    return {
      label: row.label,
      f: cell(f, row.unit),
      m: cell(m, row.unit),
      r: r === null ? '' : `${r.toFixed(2)}x`,
    };
  });
  const w0 = Math.max(...computed.map((c) => c.label.length), 6) + 2;
  const w1 = Math.max(...computed.map((c) => c.f.length), 'federated'.length) + 3;
  const w2 = Math.max(...computed.map((c) => c.m.length), 'monolith'.length) + 3;
  lines.push(`  ${pad('', w0)}${pad('federated', w1)}${pad('monolith', w2)}fed/mono`);
  for (const c of computed) lines.push(`  ${pad(c.label, w0)}${pad(c.f, w1)}${pad(c.m, w2)}${c.r}`);
  return lines.join('\n');
}

export function summarise(values) {
  const s = stats(values);
  return s && Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Math.round(v * 10) / 10]));
}

/** A text waterfall: one line per request, times in ms since navigation start. */
export function waterfall(title, load, { width = 48 } = {}) {
  const requests = load.requests;
  const span = Math.max(load.lcp, ...requests.map((r) => r.end ?? r.start)) || 1;
  const col = (t) => Math.min(width - 1, Math.max(0, Math.round((t / span) * (width - 1))));
  const lines = [
    title,
    `  FCP ${Math.round(load.fcp)} ms (|), LCP ${Math.round(load.lcp)} ms (!), LCP element: ${load.lcpElement}`,
    `  ${padStart('start', 6)} ${padStart('end', 6)} ${padStart('wire', 8)} ${padStart('raw', 8)}  ${pad('', width)}  type/origin        initiator -> url`,
  ];
  for (const r of requests) {
    const end = r.end ?? span;
    const bar = Array.from({ length: width }, (_, i) => {
      if (i >= col(r.start) && i <= col(end)) return r.end === null ? '?' : '=';
      if (i === col(load.fcp)) return '|';
      if (i === col(load.lcp)) return '!';
      return ' ';
    }).join('');
    const path = (() => {
      const url = new URL(r.url);
      return `${url.pathname}${url.search}`;
    })();
    const before = r.end !== null && r.end <= load.fcp ? '*' : ' ';
    lines.push(
      `  ${padStart(Math.round(r.start), 6)} ${padStart(r.end === null ? '-' : Math.round(r.end), 6)} ` +
        `${padStart(fmt.kb(r.wire), 8)} ${padStart(fmt.kb(r.raw), 8)} ${before}${bar}  ` +
        `${pad(`${r.type ?? '?'}/${r.origin}`, 18)} ${r.initiator} -> ${path}${r.failed ? ` (${r.failed})` : ''}`,
    );
  }
  lines.push(
    '  * finished before FCP; wire = bytes over the network (brotli + headers), raw = decoded body',
  );
  return lines.join('\n');
}
