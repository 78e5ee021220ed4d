import type { Activity, ActivityBody, ActivityStats, Encouragement } from '@contracts/activities';
import { mockApi } from './http';

// Activity tracking: one in-memory list behind the list, stats, charts, encouragement and the patient's writes.

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export const activity = (overrides: Partial<Activity> = {}): Activity => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  activityType: 'WALKING',
  name: 'Morning walk',
  duration: 30,
  date: '2026-03-02',
  weight: null,
  intensity: 'EASY',
  createdAt: '2026-03-02T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  ...overrides,
});

export const encouragement = (overrides: Partial<Encouragement> = {}): Encouragement => ({
  fromDate: '2026-03-02',
  toDate: '2026-03-08',
  minutes: 60,
  previousMinutes: 30,
  activityTrend: 'UP',
  weightChange: -1.5,
  currentWeight: 200,
  goalWeight: 180,
  headline: 'You are building momentum',
  message: 'You were active for 60 minutes this week, 30 minutes more than last week. Great momentum!',
  ...overrides,
});

/** The activity endpoints over one list; records the write bodies in order. */
export function activityStore(initial: Activity[] = [activity()]) {
  let items = [...initial];
  const writes: unknown[] = [];
  let next = 100;
  const stats = (): ActivityStats => {
    const weights = items.filter((a) => a.weight !== null).sort((a, b) => a.date.localeCompare(b.date));
    return {
      totalActivities: items.length,
      byType: [],
      minutesThisWeek: items.reduce((s, a) => s + a.duration, 0),
      currentWeight: weights.at(-1)?.weight ?? null,
      startingWeight: weights[0]?.weight ?? null,
      weightChange: null,
      goalWeight: 180,
    };
  };
  const handlers = [
    mockApi('get', '/activities/stats', () => stats()),
    mockApi('get', '/activities/weight', ({ query }) => ({
      period: (query.period as 'week') ?? 'week',
      fromDate: today(),
      toDate: today(),
      goalWeight: 180,
      points: items.filter((a) => a.activityType === 'WEIGHT').map((a) => ({ date: a.date, weight: a.weight! })),
    })),
    mockApi('get', '/activities/weekly', ({ query }) => ({
      period: (query.period as 'week') ?? 'week',
      fromDate: today(),
      toDate: today(),
      buckets: [{ date: today(), minutes: 30, count: 1 }],
    })),
    mockApi('get', '/patient/me/encouragement', () => encouragement()),
    mockApi('get', '/activities', ({ query }) => {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 10);
      const shown = items.filter((a) => !query.activityType || a.activityType === query.activityType);
      return {
        activities: shown.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, totalItems: shown.length, totalPages: Math.ceil(shown.length / limit) },
      };
    }),
    mockApi<Activity, ActivityBody>(
      'post',
      '/activities',
      ({ body }) => {
        writes.push(body);
        const made = activity({
          ...body,
          id: `c0000000-0000-4000-8000-000000000${next++}`,
          duration: body.duration ?? 0,
          weight: body.weight ?? null,
          intensity: body.intensity ?? null,
        });
        items = [made, ...items];
        return made;
      },
      { status: 201, message: 'Activity created successfully' },
    ),
    mockApi<Activity, Partial<Activity>>(
      'put',
      '/activities/:id',
      ({ params, body }) => {
        writes.push(body);
        items = items.map((a) => (a.id === params.id ? { ...a, ...body } : a));
        return items.find((a) => a.id === params.id)!;
      },
      { message: 'Activity updated successfully' },
    ),
    mockApi(
      'delete',
      '/activities/:id',
      ({ params }) => {
        writes.push({ deleted: params.id });
        items = items.filter((a) => a.id !== params.id);
        return null;
      },
      { message: 'Activity deleted successfully' },
    ),
  ];
  return { handlers, writes };
}

/** GET /patient/me/encouragement alone (the dashboard's card). */
export const mockEncouragement = (overrides: Partial<Encouragement> = {}) =>
  mockApi('get', '/patient/me/encouragement', () => encouragement(overrides));
