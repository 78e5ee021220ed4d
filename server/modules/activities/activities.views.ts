import type { Activity } from '#contracts/activities';
import type { ActivityRow } from './activities.repository';

export const activityView = (r: ActivityRow): Activity => ({
  id: r.id,
  activityType: r.activity_type,
  name: r.name,
  duration: r.duration,
  date: r.date,
  weight: r.weight,
  intensity: r.intensity,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** Calendar dates as UTC 'YYYY-MM-DD' strings: the server's "today" and its Monday-to-Sunday weeks. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
export const today = () => isoDate(new Date());
export const weekStartOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A pound figure to one decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10;
