import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { PatientOutcome } from '@contracts/outcomes';
import { formatDay } from '@/lib/format';
import { ChartCard } from './chart-card';
import { WhenVisible } from './when-visible';

const OutcomeChart = lazy(() => import('./outcome-chart').then((m) => ({ default: m.OutcomeChart })));
const HEIGHT = 260;

const pct = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
const lb = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} lb`;

/** The headline: weight lost since the start, or why there is no figure yet. `you`: the patient's words, else the doctor's. */
export function outcomeHeadline(o: PatientOutcome, you: boolean): string {
  const who = you ? 'You have' : 'The patient has';
  if (o.points.length === 0) return you ? 'Log your weight to see your progress.' : 'No weight logged since the start of treatment yet.';
  if (o.startWeight === null)
    return `No starting weight was logged around the start of treatment (${formatDay(o.startDate)}), so no percent is shown.`;
  if (o.lostLb === null || o.lostPercent === null) return `Starting weight ${lb(o.startWeight)}. Log another weight to see the change.`;
  if (o.lostLb >= 0)
    return `${who} lost ${lb(o.lostLb)} (${pct(o.lostPercent)} of the starting weight of ${lb(o.startWeight)}) since ${formatDay(o.startDate)}.`;
  return `${who} gained ${lb(-o.lostLb)} since ${formatDay(o.startDate)} (starting weight ${lb(o.startWeight)}).`;
}

/** What the band means, in words a clinician would use: the trial's average and that results vary. */
export function bandSentence(o: PatientOutcome): string | null {
  if (!o.reference || !o.expectedNow) return null;
  const r = o.reference;
  return (
    `In the ${r.trial} trial, people taking ${o.medication} ${r.arm} lost ${pct(r.lossPercent)} of their weight on average by week ${r.week} ` +
    `(${pct(r.placeboPercent)} with a placebo). The shaded range is that average ±5 percentage points: at week ${o.week} it runs from ` +
    `${pct(o.expectedNow.low)} to ${pct(o.expectedNow.high)}. Individual results vary, and being outside the range is not a diagnosis.`
  );
}

/**
 * Weight lost since the start of treatment against the expected range (a chart with its figures listed for screen
 * readers), the dose steps and the next refill check-in. The patient's and the doctor's pages pass their words and
 * anything below (the doctor's check-ins and decision); `empty` is what a patient with no weight yet is offered (a
 * link to log one). Nothing without a plan (`data` null).
 */
export function OutcomeCard({
  title,
  load,
  you,
  empty,
  children,
}: {
  title: string;
  load: { data?: PatientOutcome | null; error?: unknown; mutate: () => unknown };
  you: boolean;
  empty?: ReactNode;
  children?: ReactNode;
}) {
  const o = load.data;
  if (o === null) return null;
  const weighed = !!o && o.points.length > 0;
  // Without a starting weight there is no percent to draw: the weights are listed, the card says why.
  const charted = !!o && o.points.some((p) => p.lostPercent !== null);
  const points = o
    ? [
        ...o.points.map((p) => ({
          label: `${formatDay(p.date)} (week ${Math.round(p.week)})`,
          value: p.lostPercent === null ? lb(p.weight) : `${lb(p.weight)}, ${pct(p.lostPercent)} lost`,
        })),
        ...(o.expectedNow && weighed
          ? [{ label: `Expected range at week ${o.week}`, value: `${pct(o.expectedNow.low)} to ${pct(o.expectedNow.high)}` }]
          : []),
      ]
    : undefined;
  // The chart is a picture (aria-hidden inside the card, its figures listed); the sentences below it are read as text.
  // Without a weight there is nothing to draw against the range: the card says so and offers what to do.
  return (
    <ChartCard
      title={title}
      load={load}
      errorTitle="Failed to fetch treatment progress"
      points={points}
      summary={o ? outcomeHeadline(o, you) : undefined}
      height={HEIGHT}
      footer={
        o && (
          <OutcomeNotes outcome={o} empty={weighed ? undefined : empty}>
            {children}
          </OutcomeNotes>
        )
      }
    >
      {o && charted && (
        // The chart (and @mui/x-charts with it) downloads only when it comes into view.
        <WhenVisible placeholder={<Skeleton variant="rounded" height={HEIGHT} />}>
          <Suspense fallback={<Skeleton variant="rounded" height={HEIGHT} />}>
            <OutcomeChart outcome={o} height={HEIGHT} you={you} />
          </Suspense>
        </WhenVisible>
      )}
    </ChartCard>
  );
}

function OutcomeNotes({ outcome: o, empty, children }: { outcome: PatientOutcome; empty?: ReactNode; children?: ReactNode }) {
  const band = bandSentence(o);
  const checkIn =
    o.planStatus !== 'ACTIVE'
      ? `Treatment is ${o.planStatus === 'PAUSED' ? 'paused' : 'canceled'}: no refill check-in is scheduled.`
      : o.nextCheckIn.due
        ? 'A refill check-in is due now.'
        : o.nextCheckIn.date
          ? `Next refill check-in: ${formatDay(o.nextCheckIn.date)}.`
          : null;
  const weighed = o.points.length > 0;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {empty}
      {weighed && o.doseMarks.length > 0 && <DoseSteps marks={o.doseMarks} />}
      {weighed && band && <Typography variant="body2">{band}</Typography>}
      <Typography variant="body2">
        Current dose: {o.currentDose} weekly, week {o.week} of treatment.
      </Typography>
      {checkIn && <Typography variant="body2">{checkIn}</Typography>}
      {children}
    </Stack>
  );
}

/** The dose steps the chart's dashed lines mark, in words (labels on the lines would overlap on a phone). */
function DoseSteps({ marks }: { marks: PatientOutcome['doseMarks'] }) {
  const id = useId();
  return (
    <div>
      <Typography variant="body2" id={id} sx={{ fontWeight: 600 }}>
        Dose steps (dashed lines on the chart)
      </Typography>
      <Typography
        component="ul"
        variant="body2"
        aria-labelledby={id}
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, listStyle: 'none', m: 0, p: 0 }}
      >
        {marks.map((m) => (
          <li key={`${m.date}-${m.label}`}>
            Week {Math.round(m.week)}: {m.label} ({formatDay(m.date)})
          </li>
        ))}
      </Typography>
    </div>
  );
}
