// The outcome chart: the only module of the outcome card that imports @mui/x-charts, loaded lazily by the card.
import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PatientOutcome } from '@contracts/outcomes';

/** Past this many weeks with a weight, the line's marks would crowd it: the line alone is drawn. */
const MARKS_UP_TO = 20;

/**
 * Percent of the starting weight lost, by week of treatment: the expected range drawn as a band (its top filled, its
 * bottom filled with the paper's color over it), the patient's own percent as a line, and each dose step a dashed
 * vertical line (unlabeled: labels overlap once steps are four weeks apart on a phone; the card lists the steps).
 * `you`: the patient's own chart (the line is "You"), else the doctor's ("Patient").
 */
export function OutcomeChart({ outcome, height, you }: { outcome: PatientOutcome; height: number; you: boolean }) {
  const theme = useTheme();
  const weeks = outcome.band.map((b) => b.week);
  // The patient's percent at each whole week (the last weigh-in of that week), nothing between.
  const mine = new Map<number, number>();
  for (const p of outcome.points) if (p.lostPercent !== null) mine.set(Math.round(p.week), p.lostPercent);
  // A gain goes below zero: the axis reaches down to it, in steps of 5 points.
  const lowest = Math.min(0, ...mine.values());
  return (
    <LineChart
      height={height}
      xAxis={[
        {
          data: weeks,
          scaleType: 'linear',
          label: 'Weeks of treatment',
          min: 0,
          max: weeks.at(-1) ?? 12,
          tickMinStep: 1,
          valueFormatter: (w: number) => String(w),
        },
      ]}
      yAxis={[{ label: '% of starting weight lost', min: lowest < 0 ? Math.floor(lowest / 5) * 5 : 0, width: 48 }]}
      series={[
        { data: outcome.band.map((b) => b.high), area: true, showMark: false, label: 'Expected range', color: theme.palette.primary.light },
        { data: outcome.band.map((b) => b.low), area: true, showMark: false, color: theme.palette.background.paper },
        { data: outcome.band.map((b) => b.mean), showMark: false, label: 'Trial average', color: theme.palette.grey[500] },
        {
          data: weeks.map((w) => mine.get(w) ?? null),
          connectNulls: true,
          showMark: mine.size <= MARKS_UP_TO,
          label: you ? 'You' : 'Patient',
          color: theme.palette.primary.dark,
        },
      ]}
    >
      {outcome.doseMarks.map((m) => (
        <ChartsReferenceLine key={`${m.week}-${m.label}`} x={m.week} lineStyle={{ strokeDasharray: '4 4' }} />
      ))}
    </LineChart>
  );
}
