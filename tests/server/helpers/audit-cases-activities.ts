/**
 * The audit-coverage test's cases for activity tracking (tests/server/audit-coverage.test.ts): a patient's activities
 * are patient data, so every read and change leaves one row. Each change works on an activity of its own, logged first
 * (not counted) by the demo patient.
 */
import type { Case } from './audit-cases';

type Send = (method: string, url: string, payload?: unknown) => Promise<Record<string, unknown>>;

const WALK = { activityType: 'WALKING', name: 'Coverage walk', duration: 20, date: '2026-01-05', intensity: 'EASY' };

export const activityCases = (asPatient: Send): [string, Case][] => {
  const made = async () => (await asPatient('POST', '/activities', WALK)).id as string;
  const get = (url: string): Case => ({ as: 'patient', request: async () => ({ url }) });
  return [
    ['GET /activities', get('/activities')],
    ['GET /patient/activity', get('/patient/activity')],
    ['GET /activities/stats', get('/activities/stats')],
    ['GET /patient/activity/stats', get('/patient/activity/stats')],
    ['GET /activities/weight', get('/activities/weight')],
    ['GET /activities/weekly', get('/activities/weekly')],
    ['GET /activities/weekly-encouragement', get('/activities/weekly-encouragement?fromDate=2026-01-05&toDate=2026-01-11')],
    ['GET /patient/me/encouragement', get('/patient/me/encouragement')],
    ['GET /activities/{id}', { as: 'patient', request: async () => ({ url: `/activities/${await made()}` }) }],
    ['POST /activities', { as: 'patient', request: async () => ({ url: '/activities', payload: WALK }) }],
    ['PUT /activities/{id}', { as: 'patient', request: async () => ({ url: `/activities/${await made()}`, payload: { duration: 25 } }) }],
    ['DELETE /activities/{id}', { as: 'patient', request: async () => ({ url: `/activities/${await made()}` }) }],
  ];
};
