/** "today", "1 day", "12 days": how long an intake has waited, at a glance. */
export function waitingFor(iso: string, now: Date = new Date()): string {
  const since = new Date(iso).getTime();
  if (Number.isNaN(since)) return '';
  const days = Math.floor((now.getTime() - since) / 86_400_000);
  if (days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}
