// The CSV writer of the exports: RFC 4180 quoting, CRLF line ends, UTF-8 text kept, and the
// guard that keeps a spreadsheet from running a cell as a formula.
import { attachmentHeader, csvLine, csvText, fileNamePart, type CsvCell } from './csv';

async function textOf(
  header: string[],
  rows: CsvCell[][],
): Promise<{ text: string; chunks: number }> {
  async function* rowsOf() {
    yield* rows;
  }
  let text = '';
  let chunks = 0;
  for await (const chunk of csvText({ header, rows: rowsOf() })) {
    text += chunk;
    chunks += 1;
  }
  return { text, chunks };
}

describe('csvLine', () => {
  it('separates fields with commas and ends the record with CRLF', () => {
    expect(csvLine(['a', 'b', 3])).toBe('a,b,3\r\n');
  });

  it('quotes a field holding a comma, a double quote, a CR or a LF, doubling its quotes', () => {
    expect(csvLine(['Glow, the programme'])).toBe('"Glow, the programme"\r\n');
    expect(csvLine(['say "hi"'])).toBe('"say ""hi"""\r\n');
    expect(csvLine(['two\nlines', 'a\rb', 'c\r\nd'])).toBe('"two\nlines","a\rb","c\r\nd"\r\n');
  });

  it('keeps UTF-8 text as it is', () => {
    expect(csvLine(['Chloé Dubois', 'Zoë 🚀', '陈伟'])).toBe('Chloé Dubois,Zoë 🚀,陈伟\r\n');
  });

  it('writes nothing for an empty cell and an empty text as empty', () => {
    expect(csvLine([null, '', 0])).toBe(',,0\r\n');
  });

  it.each(['=SUM(A1:A2)', '+1', '-1', '@cmd', '\tTAB', '\rCR'])(
    'prefixes text starting like a formula (%j) with an apostrophe',
    (cell) => {
      expect(csvLine([cell])).toMatch(/^"?'/);
    },
  );

  it('quotes a prefixed field when it still needs quotes', () => {
    expect(csvLine(['=HYPERLINK("http://x")'])).toBe('"\'=HYPERLINK(""http://x"")"\r\n');
    expect(csvLine(['\rCR'])).toBe('"\'\rCR"\r\n');
  });

  it('never prefixes numbers, negative ones included', () => {
    expect(csvLine([-3, 1.5, 0])).toBe('-3,1.5,0\r\n');
  });
});

describe('csvText', () => {
  it('writes the header line, then one line per row', async () => {
    const { text } = await textOf(
      ['name', 'score'],
      [
        ['Maya Okafor', 4],
        ['Chen, Wei', -1],
      ],
    );
    expect(text).toBe('name,score\r\nMaya Okafor,4\r\n"Chen, Wei",-1\r\n');
  });

  it('writes the header alone when there are no rows', async () => {
    expect((await textOf(['name'], [])).text).toBe('name\r\n');
  });

  it('hands a long export on in several chunks rather than as one string', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => [`row ${index}`, index]);
    const { text, chunks } = await textOf(['name', 'n'], rows);
    expect(text.split('\r\n')).toHaveLength(5002);
    expect(chunks).toBeGreaterThan(3);
  });
});

describe('download names', () => {
  it('makes a cohort name safe for a file name', () => {
    expect(fileNamePart('Wave 1')).toBe('wave-1');
    expect(fileNamePart('Pilot — Éte 2026!')).toBe('pilot-ete-2026');
    expect(fileNamePart('***')).toBe('cohort');
  });

  it('gives an ASCII filename and the exact UTF-8 one as filename*', () => {
    expect(attachmentHeader('glow-wave-1-votes.csv')).toBe(
      `attachment; filename="glow-wave-1-votes.csv"; filename*=UTF-8''glow-wave-1-votes.csv`,
    );
    expect(attachmentHeader('glow-陈-votes.csv')).toBe(
      `attachment; filename="glow-_-votes.csv"; filename*=UTF-8''glow-%E9%99%88-votes.csv`,
    );
  });
});
