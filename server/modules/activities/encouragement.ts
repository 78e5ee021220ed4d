/**
 * The weekly encouragement's words (README, "Activity tracking"): kind and specific, never shaming. Activity minutes
 * are set against the week before; the weight trend against the goal weight when the intake gave one (else the trend
 * alone, a loss read as progress).
 */
import { countOf } from '#contracts/plural';

export type EncouragementFigures = {
  minutes: number;
  previousMinutes: number;
  weightChange: number | null;
  currentWeight: number | null;
  goalWeight: number | null;
};

const lb = (n: number) => `${Math.abs(Math.round(n * 10) / 10)} lb`;
const min = (n: number) => countOf(n, 'minute');

export function activityTrend(f: EncouragementFigures): 'UP' | 'DOWN' | 'SAME' | 'NONE' {
  if (f.minutes === 0 && f.previousMinutes === 0) return 'NONE';
  if (f.minutes > f.previousMinutes) return 'UP';
  return f.minutes < f.previousMinutes ? 'DOWN' : 'SAME';
}

function activityWords(f: EncouragementFigures): { headline: string; text: string } {
  switch (activityTrend(f)) {
    case 'NONE':
      return {
        headline: 'A fresh week to start',
        text: 'Every week is a new start: even a 10-minute walk counts. Log your first activity whenever you are ready.',
      };
    case 'UP':
      return f.previousMinutes === 0
        ? { headline: 'Great start this week', text: `You were active for ${min(f.minutes)} this week. That is a great start!` }
        : {
            headline: 'You are building momentum',
            text: `You were active for ${min(f.minutes)} this week, ${min(f.minutes - f.previousMinutes)} more than last week. Great momentum!`,
          };
    case 'SAME':
      return {
        headline: 'Steady and consistent',
        text: `You kept up ${min(f.minutes)} of activity, the same as last week. Consistency is what builds results.`,
      };
    case 'DOWN':
      return {
        headline: 'Every bit of movement counts',
        text:
          f.minutes === 0
            ? `Last week you were active for ${min(f.previousMinutes)}. Busy weeks happen; a short walk is an easy way to pick things up again.`
            : `You were active for ${min(f.minutes)} this week (${min(f.previousMinutes)} last week). Busy weeks happen, and every bit of movement counts.`,
      };
  }
}

function weightWords(f: EncouragementFigures): string {
  const { weightChange: change, currentWeight: current, goalWeight: goal } = f;
  if (current === null) return 'Log your weight to follow your progress week by week.';
  if (goal !== null && Math.abs(current - goal) < 0.5) return `You are at your goal weight of ${lb(goal)}. Wonderful work!`;
  const wantsLoss = goal === null || goal < current;
  const toGo = goal !== null ? ` ${lb(current - goal)} to go to your goal of ${lb(goal)}.` : '';
  if (change === null)
    return goal !== null ? `You are ${lb(current - goal)} from your goal of ${lb(goal)}.` : 'Keep logging your weight to see your trend.';
  if (Math.abs(change) < 0.05) return `Your weight held steady this week.${toGo}`;
  const towardGoal = wantsLoss ? change < 0 : change > 0;
  if (towardGoal) return `You are ${change < 0 ? 'down' : 'up'} ${lb(change)} since last week. Nice progress!${toGo}`;
  return `Weight naturally goes up and down from week to week. Keep going with the habits that work for you.${toGo}`;
}

export function encouragementText(f: EncouragementFigures): { headline: string; message: string } {
  const activity = activityWords(f);
  return { headline: activity.headline, message: `${activity.text} ${weightWords(f)}` };
}
