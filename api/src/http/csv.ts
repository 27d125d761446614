// CSV downloads: RFC 4180 text in UTF-8, written line by line from rows that a
// handler reads from the database a page at a time, so an export never sits whole in memory.

/** One cell: text, a number (written as it is), or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** What the handler of a `produces: 'csv'` endpoint answers; registerEndpoints streams it. */
export interface CsvExport {
  /** The download's file name, e.g. `glow-wave-1-nominations-2026-11-24.csv`. */
  filename: string;
  header: readonly string[];
  /** Read lazily: the next page is read only when the client has taken the previous one. */
  rows: AsyncIterable<readonly CsvCell[]>;
}

const LINE_END = '\r\n';

/**
 * A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"):
 * such text is written with a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: its fields separated by commas, quoted where RFC 4180 asks, ended by CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',') + LINE_END;
}

/** Lines are handed on in chunks of about this many characters (fewer, larger writes). */
const CHUNK_CHARACTERS = 16 * 1024;

/** The header line, then every row's line, in chunks: the text of the whole download. */
export async function* csvText(csv: Pick<CsvExport, 'header' | 'rows'>): AsyncGenerator<string> {
  let chunk = csvLine(csv.header);
  for await (const row of csv.rows) {
    chunk += csvLine(row);
    if (chunk.length >= CHUNK_CHARACTERS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** A name for a download: `Wave 1` → `wave-1` (letters and digits of any script kept). */
export function fileNamePart(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'cohort'
  );
}

/** `Content-Disposition` for a download named `filename` (RFC 6266; non-ASCII as filename*). */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
