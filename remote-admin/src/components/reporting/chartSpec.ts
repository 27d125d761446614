// What one chart of the reporting page shows, written once: ChartCanvas draws it with Chart.js
// and ChartTable lists the same numbers for screen readers, so the two can never differ.

/** The colours a series takes, from the theme (Chart.js needs them as values). */
export type SeriesTone = 'primary' | 'secondary' | 'success' | 'danger' | 'muted';

export interface ChartSeries {
  label: string;
  /** One value per label of the chart. */
  values: number[];
  tone: SeriesTone;
}

export interface ChartSpec {
  kind: 'bar' | 'line';
  /** Bars of the series on top of each other rather than side by side. */
  stacked?: boolean;
  /** The x axis: its title and one label per point or bar. */
  xTitle: string;
  labels: string[];
  yTitle: string;
  series: ChartSeries[];
  /** How a value is written in the table and the tooltips ("1,204", "4,000 XRP"). */
  format: (value: number) => string;
}

/** The chart's numbers as table rows: the label, then each series' value, written out. */
export function tableRowsOf(spec: ChartSpec): string[][] {
  return spec.labels.map((label, index) => [
    label,
    ...spec.series.map((series) => spec.format(series.values[index] ?? 0)),
  ]);
}
