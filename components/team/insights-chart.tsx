'use client';

import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { InsightsTable } from '@/lib/survey-insights/insights-tables';

const BAR_HEIGHT = 26;
// Room for the names beside the bars; a longer one is shortened in the chart, never in its table.
const NAMES_WIDTH = 112;

/**
 * One table drawn as a chart, for the eye only: its table says the same to everyone, so the chart
 * is hidden from screen readers and takes no keyboard focus, and the numbers are written on the
 * bars instead of in a tooltip.
 */
export function InsightsChart({ table }: { table: InsightsTable }) {
  const names = table.rows.map((row) => row.label);
  const counts = table.rows.map((row) => row.count);
  // Whole answers only on the count axis, with room past the longest bar for its number.
  const countAxis = { tickMinStep: 1, min: 0, max: Math.max(1, Math.ceil(Math.max(...counts) * 1.15)) };
  const shared = {
    hideLegend: true,
    disableKeyboardNavigation: true,
    slotProps: { tooltip: { trigger: 'none' as const } },
    // Room for the last week's date, centred on the chart's right edge.
    margin: { right: 32 },
  };
  if (table.id === 'byWeek') {
    return (
      <LineChart
        {...shared}
        height={240}
        xAxis={[{ scaleType: 'point', data: names }]}
        yAxis={[{ ...countAxis, width: 32 }]}
        // Straight lines between the weeks' dots: a curve would draw counts between weeks.
        series={[{ data: counts, label: table.answers, curve: 'linear', showMark: true }]}
      />
    );
  }
  return (
    <BarChart
      {...shared}
      layout="horizontal"
      height={table.rows.length * BAR_HEIGHT + 48}
      yAxis={[{ scaleType: 'band', data: names, width: NAMES_WIDTH }]}
      xAxis={[countAxis]}
      series={[{ data: counts, label: table.answers, barLabel: 'value', barLabelPlacement: 'outside' }]}
    />
  );
}
