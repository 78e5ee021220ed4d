import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ATTENTION_LISTS, ATTENTION_TITLES, type AttentionEntry, type AttentionList } from '@contracts/outcomes';
import { useOutcomeAttention } from '@/api/outcomes/get-outcomes';
import { formatDay } from '@/lib/format';
import { WorkCard } from './work-card';

const pct = (n: number | null) => (n === null ? 'no percent yet' : `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}% lost`);

/** What each entry says after the patient's name. */
const DETAIL: Record<AttentionList, (e: AttentionEntry) => string> = {
  // The dose's number and unit kept on one line (a narrow card broke "2.4 / mg").
  notResponding: (e) => `${pct(e.lostPercent)} at week ${e.week} (${e.currentDose.replace(' ', '\u00a0')})`,
  losingFast: (e) => `${e.lbPerWeek ?? '?'} lb a week lately, ${pct(e.lostPercent)}`,
  noWeight: (e) => (e.latestDate ? `last weight ${formatDay(e.latestDate)}` : 'no weight logged yet'),
};

/** What each list's rule is, from the server's thresholds. */
const RULE: Record<AttentionList, (s: NonNullable<ReturnType<typeof useOutcomeAttention>['data']>['settings']) => string> = {
  notResponding: (s) => `Under ${s.minLossPercent}% lost after ${s.reviewWeeks} weeks on the same dose.`,
  losingFast: (s) => `More than ${s.fastLossLbPerWeek} lb a week over ${s.fastLossWeeks} weeks.`,
  noWeight: (s) => `Active treatment, no weight in ${s.noWeightDays} days.`,
};

/** The doctor's three outcome lists, each entry linking to the patient's page (where "Record decision" takes it off). */
export function OutcomeLists() {
  const load = useOutcomeAttention();
  const data = load.data;
  return (
    <>
      {ATTENTION_LISTS.map((list) => (
        <Grid key={list} size={{ xs: 12, md: 4 }}>
          <WorkCard
            title={ATTENTION_TITLES[list]}
            load={{ error: load.error, isLoading: load.isLoading, retry: () => void load.mutate() }}
            count={data?.[list].total}
            detail={data ? RULE[list](data.settings) : ''}
            extra={
              data && data[list].items.length > 0 ? (
                <Typography component="ul" variant="body2" aria-label={ATTENTION_TITLES[list]} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {data[list].items.map((e) => (
                    <li key={e.patientId}>
                      <Link component={RouterLink} to={`/patients/${e.patientId}`} sx={{ fontWeight: 600 }}>
                        {e.patientName}
                      </Link>
                      {`: ${DETAIL[list](e)}`}
                    </li>
                  ))}
                </Typography>
              ) : undefined
            }
            links={[]}
          />
        </Grid>
      ))}
    </>
  );
}
