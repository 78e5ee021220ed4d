// The outcome chart: the only module of the outcome card that imports @mui/x-charts, loaded lazily by the card.
import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PatientOutcome } from '@contracts/outcomes';

/**
 * Percent of the starting weight lost, by week of treatment: the expected range drawn as a band (its top filled, its
 * bottom filled with the paper's color over it), the patient's own percent as a line, and each dose step a vertical line.
 */
export function OutcomeChart({ outcome, height }: { outcome: PatientOutcome; height: number }) {
  const theme = useTheme();
  const weeks = outcome.band.map((b) => b.week);
  // The patient's percent at each whole week (the last weigh-in of that week), nothing between.
  const mine = new Map<number, number>();
  for (const p of outcome.points) if (p.lostPercent !== null) mine.set(Math.round(p.week), p.lostPercent);
  return (
    <LineChart
      height={height}
      xAxis={[{ data: weeks, scaleType: 'linear', label: 'Weeks of treatment', min: 0, max: weeks.at(-1) ?? 12 }]}
      yAxis={[{ label: '% of starting weight lost', width: 'auto' as const }]}
      series={[
        { data: outcome.band.map((b) => b.high), area: true, showMark: false, label: 'Expected range', color: theme.palette.primary.light },
        { data: outcome.band.map((b) => b.low), area: true, showMark: false, color: theme.palette.background.paper },
        { data: outcome.band.map((b) => b.mean), showMark: false, label: 'Trial average', color: theme.palette.grey[500] },
        {
          data: weeks.map((w) => mine.get(w) ?? null),
          connectNulls: true,
          showMark: true,
          label: 'You',
          color: theme.palette.primary.dark,
        },
      ]}
    >
      {outcome.doseMarks.map((m) => (
        <ChartsReferenceLine key={`${m.week}-${m.label}`} x={m.week} label={m.label} lineStyle={{ strokeDasharray: '4 4' }} />
      ))}
    </LineChart>
  );
}
