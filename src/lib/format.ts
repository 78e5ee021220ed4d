import { viewerFormat } from './viewer-time-zone';
import { countOf } from '@contracts/plural';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money travels as integer cents. */
export const formatCents = (cents: number) => usd.format(cents / 100);

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : viewerFormat('medium-day', { dateStyle: 'medium' }).format(date);
}

/** Basis points as a percent: 1000 -> "10%", 1250 -> "12.5%". */
export const formatRate = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

export const formatPlan = (months: number) => countOf(months, 'month');

/** "TELEHEALTH_CONSENT" / "privacy-notice" -> "Telehealth consent" / "Privacy notice". */
export function humanize(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the viewer's time zone: "Apr 10, 2026, 9:30 AM". */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : moment.format(date);
}

const utcDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD, or an ISO time's day) as "Apr 10, 2026", never shifted by the viewer's time zone. */
export function formatDay(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : utcDay.format(date);
}
