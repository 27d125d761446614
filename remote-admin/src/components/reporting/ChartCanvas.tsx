// Draws a ChartSpec with Chart.js, only what the reporting page's charts use (registered here, so
// the rest of the library is left out of the bundle). Imported by the reporting page alone, so
// Chart.js loads with that page's chunk and no other.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import type { ChartSpec, SeriesTone } from './chartSpec';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

const Frame = styled.div`
  position: relative;
  height: 16rem;
`;

function colourOf(theme: DefaultTheme, tone: SeriesTone): string {
  const { colors } = theme;
  if (tone === 'primary') return colors.primary[500];
  if (tone === 'secondary') return colors.primary[200];
  if (tone === 'success') return colors.success;
  if (tone === 'danger') return colors.danger;
  return colors.gray[400];
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function configOf(spec: ChartSpec, theme: DefaultTheme): ChartConfiguration<'bar' | 'line'> {
  return {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series) => ({
        label: series.label,
        data: series.values,
        backgroundColor: colourOf(theme, series.tone),
        borderColor: colourOf(theme, series.tone),
      })),
    },
    options: {
      maintainAspectRatio: false,
      animation: reducedMotion() ? false : undefined,
      scales: {
        x: { stacked: spec.stacked, title: { display: true, text: spec.xTitle } },
        y: {
          stacked: spec.stacked,
          beginAtZero: true,
          title: { display: true, text: spec.yTitle },
          ticks: { precision: 0 },
        },
      },
      plugins: {
        legend: { display: spec.series.length > 1 },
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${spec.format(Number(item.raw))}`,
          },
        },
      },
    },
  };
}

/**
 * The chart, as an image named by `summary` (a screen reader reads the numbers from the table
 * beside it). Drawn again when the spec changes, and released when the page leaves.
 */
export function ChartCanvas({ spec, summary }: { spec: ChartSpec; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, configOf(spec, theme));
    return () => chart.destroy();
  }, [spec, theme]);
  return (
    <Frame>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </Frame>
  );
}
