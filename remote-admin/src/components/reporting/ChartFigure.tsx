// One chart of the reporting page as a figure: its caption, the chart, and its numbers as a table,
// read by screen readers and shown on request ("Show the numbers") to anyone else.
import { Button, Muted, Stack, TableScroll, VisuallyHidden } from '@glow/shared-ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FiguresTable } from '../FiguresTable';
import { ChartCanvas } from './ChartCanvas';
import { tableRowsOf, type ChartSpec } from './chartSpec';

const Figure = styled.figure`
  margin: 0;
`;

const Caption = styled.figcaption`
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
`;

function ChartTable({ title, spec }: { title: string; spec: ChartSpec }) {
  return (
    <FiguresTable>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{spec.xTitle}</th>
          {spec.series.map((series) => (
            <th key={series.label} scope="col" className="figure">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tableRowsOf(spec).map(([label, ...values], row) => (
          <tr key={row}>
            <th scope="row">{label}</th>
            {values.map((value, column) => (
              <td key={column} className="figure">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}

export function ChartFigure({
  title,
  help,
  spec,
  summary,
  empty,
}: {
  title: string;
  /** One sentence on how to read the chart. */
  help: ReactNode;
  spec: ChartSpec;
  /** The chart's own accessible name: what it shows in one sentence. */
  summary: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
}) {
  const [numbersShown, setNumbersShown] = useState(false);
  const tableId = useId();
  const table = <ChartTable title={title} spec={spec} />;
  return (
    <Figure>
      <Stack $gap="0.6rem">
        <Caption>
          <h3>{title}</h3>
          <Muted>{help}</Muted>
        </Caption>
        {spec.labels.length === 0 ? (
          <Muted>{empty ?? 'Nothing to show yet.'}</Muted>
        ) : (
          <>
            <ChartCanvas spec={spec} summary={summary} />
            <div id={tableId}>
              {numbersShown ? (
                <TableScroll>{table}</TableScroll>
              ) : (
                <VisuallyHidden as="div">{table}</VisuallyHidden>
              )}
            </div>
            <div>
              <Button
                $variant="secondary"
                aria-controls={tableId}
                aria-expanded={numbersShown}
                onClick={() => setNumbersShown((shown) => !shown)}
              >
                {numbersShown ? 'Hide the numbers' : 'Show the numbers'}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Figure>
  );
}
