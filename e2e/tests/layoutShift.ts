// Cumulative layout shift as Chromium reports it (the Layout Instability API): the shifts of a
// page load not caused by the user's input, summed. Core Web Vitals calls 0.1 good; Glow keeps
// every page below LAYOUT_SHIFT_BUDGET.
import type { Page } from '@playwright/test';

export const LAYOUT_SHIFT_BUDGET = 0.02;

declare global {
  interface Window {
    glowLayoutShift?: number;
  }
}

/** Starts counting on every document the page loads from now on. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.glowLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.glowLayoutShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift of the document loaded last, so far. */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => window.glowLayoutShift ?? 0);
}
