const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayOfYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "3:04 PM" today, "Mar 2" this year, "Mar 2, 2025" before. */
export function formatChatTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) return time.format(date);
  return date.getFullYear() === now.getFullYear() ? dayOfYear.format(date) : full.format(date);
}

/** A message's full time, for its `<time>` title: "Mar 2, 2026, 3:04 PM". */
export const formatChatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${full.format(date)}, ${time.format(date)}`;
};
