import type { ActivityType, Intensity } from '@contracts/activities';

export const TYPE_LABELS: Record<ActivityType, string> = { WORKOUT: 'Workout', WALKING: 'Walking', CARDIO: 'Cardio', WEIGHT: 'Weight' };
export const INTENSITY_LABELS: Record<Intensity, string> = { EASY: 'Easy', MEDIUM: 'Medium', HARD: 'Hard' };

/** Today as the patient's own calendar date, YYYY-MM-DD. */
export const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
