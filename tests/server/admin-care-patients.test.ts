import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { createOtherPartner, type OtherPartner } from './helpers/other-partner';

/** The administrator's patient calls: the lists, a patient's record and status, their notes and history. */
type Patient = { id: string; firstName: string; lastName: string; partnerId: string | null; status: string; city: string | null };
type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };
type Note = {
  id: string;
  content: string;
  authorName: string;
  authorId: string;
  createdAt: string;
  updatedAt: string | null;
  updatedByName: string | null;
};

let t: TestApp;
let admin: string;
let adminUserId: string;
let other: OtherPartner;

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
  admin = session.accessToken;
  adminUserId = session.user.id as string;
  other = await createOtherPartner(t);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => call(t.app, { method: 'GET', url, token });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  call(t.app, { method, url, token, payload: payload as Record<string, unknown> });

describe('patients', () => {
  const patients = async (path: string, query = '') => {
    const res = await get(`/super-admin/${path}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as unknown as Page<Patient>;
  };

  it('lists every patient by name, paged; gym clients came through a partner, clients directly', async () => {
    const all = await patients('patients', '?limit=100');
    expect(all.items.map((p) => p.id)).toContain(other.patientId);
    const names = all.items.map((p) => `${p.lastName} ${p.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = await patients('patients', '?limit=3&page=2');
    expect(second.items.map((p) => p.id)).toEqual(all.items.slice(3, 6).map((p) => p.id));

    const gym = await patients('gym-clients', '?limit=100');
    const direct = await patients('clients', '?limit=100');
    expect(gym.items.every((p) => p.partnerId !== null)).toBe(true);
    expect(direct.items.every((p) => p.partnerId === null)).toBe(true);
    expect(gym.total + direct.total).toBe(all.total);
    expect((await patients('gym-clients', `?partnerId=${other.partnerId}`)).items.map((p) => p.id)).toEqual([other.patientId]);

    expect((await patients('patients', '?search=ortiz')).items.map((p) => p.lastName)).toEqual(['Ortiz']);
    const newest = (await patients('patients', '?sort=createdAt:desc&limit=100')).items;
    expect(newest).toHaveLength(all.items.length);
    expect((await patients('patients', '?status=INACTIVE')).total).toBe(0);
    expect((await get('/super-admin/patients?status=GONE')).status).toBe(400);
  });

  it('reads, updates (only the fields sent) and changes the status of any patient, audited', async () => {
    const id = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
    expect((await get(`/super-admin/patients/${id}`)).body.data).toMatchObject({ id, firstName: 'Jamie' });
    const put = await send('PUT', `/super-admin/patients/${id}`, { city: 'Albany' });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ city: 'Albany', firstName: 'Jamie' });
    expect((await send('PUT', `/super-admin/patients/${id}`, { zipcode: '12' })).status).toBe(400);
    const status = await send('PATCH', `/super-admin/patients/${id}/status`, { status: 'PAUSED' });
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ status: 'PAUSED' });
    expect(await auditOutcomes(t.db, { action: 'UPDATE_STATUS', resource_id: id, actor_user_id: adminUserId })).toEqual(['SUCCESS']);
    expect((await get('/super-admin/patients/00000000-0000-4000-8000-000000000009')).status).toBe(404);
  });

  it("lists a patient's orders, prescriptions and attachments (signed links)", async () => {
    const id = await patientIdByEmail(t.db, 'patient@demo.test');
    const own = await get(`/super-admin/patients/${id}/orders`);
    expect(own.status).toBe(200);
    const expected = await t.db.selectFrom('orders').select('id').where('patient_id', '=', id).execute();
    expect((own.body.data as unknown as { total: number }).total).toBe(expected.length);
    const rx = await get(`/super-admin/patients/${id}/prescriptions`);
    expect(rx.status).toBe(200);
    const rxCount = await t.db.selectFrom('prescriptions').select('id').where('patient_id', '=', id).execute();
    expect((rx.body.data as unknown as Page<{ patientId: string }>).total).toBe(rxCount.length);
    const files = await get(`/super-admin/patients/${id}/attachments`);
    expect(files.status).toBe(200);
    for (const file of (files.body.data as unknown as { attachments: { url: string }[] }).attachments)
      expect(file.url).toContain('signature=');
  });
});

describe('patient notes', () => {
  it('adds, lists (with author and time), edits and deletes a note, each audited; a deleted note is kept', async () => {
    const id = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
    const added = await send('POST', `/super-admin/patients/${id}/notes`, { content: 'Prefers phone calls' });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Note added successfully');
    const note = added.body.data as unknown as Note;
    const me = await t.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', adminUserId).executeTakeFirstOrThrow();
    const myName = `${me.first_name} ${me.last_name}`;
    expect(note).toMatchObject({
      content: 'Prefers phone calls',
      authorId: adminUserId,
      authorName: myName,
      updatedAt: null,
      updatedByName: null,
    });

    const listed = (await get(`/super-admin/patients/${id}/notes`)).body.data as unknown as { notes: Note[] };
    expect(listed.notes.map((n) => n.id)).toEqual([note.id]);

    const edited = await send('PUT', `/super-admin/patients/${id}/notes/${note.id}`, { content: 'Prefers email' });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Note updated successfully');
    expect(edited.body.data).toMatchObject({ content: 'Prefers email', authorId: adminUserId, authorName: myName, updatedByName: myName });
    expect((edited.body.data as unknown as Note).updatedAt).not.toBeNull();

    const deleted = await send('DELETE', `/super-admin/patients/${id}/notes/${note.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Note deleted successfully');
    expect(((await get(`/super-admin/patients/${id}/notes`)).body.data as unknown as { notes: Note[] }).notes).toEqual([]);
    const kept = await t.db.selectFrom('patient_notes').selectAll().where('id', '=', note.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ content: 'Prefers email', deleted_by: adminUserId });
    for (const action of ['CREATE', 'UPDATE', 'DELETE'])
      expect(await auditOutcomes(t.db, { action, resource_type: 'patient_note', resource_id: note.id }), action).toEqual(['SUCCESS']);

    expect((await send('DELETE', `/super-admin/patients/${id}/notes/${note.id}`)).status).toBe(404);
    expect((await send('PUT', `/super-admin/patients/${id}/notes/${note.id}`, { content: 'again' })).status).toBe(404);
  });

  it("refuses an empty note, another patient's note and a missing patient", async () => {
    const id = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
    const empty = await send('POST', `/super-admin/patients/${id}/notes`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBeTruthy();
    const note = (await send('POST', `/super-admin/patients/${id}/notes`, { content: 'Mine' })).body.data as unknown as Note;
    expect((await send('PUT', `/super-admin/patients/${other.patientId}/notes/${note.id}`, { content: 'x' })).status).toBe(404);
    expect((await send('POST', '/super-admin/patients/00000000-0000-4000-8000-000000000009/notes', { content: 'x' })).status).toBe(404);
  });
});

describe('GET /super-admin/patients/{id}/history', () => {
  it('merges orders, payments, prescriptions, status changes and notes, newest first, paged', async () => {
    const id = await patientIdByEmail(t.db, 'patient@demo.test');
    await send('PATCH', `/super-admin/patients/${id}/status`, { status: 'PAUSED' });
    await send('POST', `/super-admin/patients/${id}/notes`, { content: 'Asked about dosing' });
    const res = await get(`/super-admin/patients/${id}/history?limit=100`);
    expect(res.status).toBe(200);
    const page = res.body.data as unknown as Page<{ kind: string; at: string; title: string; detail: string | null }>;
    const kinds = new Set(page.items.map((e) => e.kind));
    for (const kind of ['ORDER', 'PAYMENT', 'STATUS_CHANGE', 'NOTE']) expect(kinds, kind).toContain(kind);
    const times = page.items.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const me = await t.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', adminUserId).executeTakeFirstOrThrow();
    expect(page.items[0]).toMatchObject({ kind: 'NOTE', title: `Note by ${me.first_name} ${me.last_name}`, detail: 'Asked about dosing' });
    expect(page.items.find((e) => e.kind === 'STATUS_CHANGE')).toMatchObject({
      title: 'Patient status changed',
      detail: 'ACTIVE to PAUSED',
    });
    const second = (await get(`/super-admin/patients/${id}/history?limit=2&page=2`)).body.data as unknown as typeof page;
    expect(second.total).toBe(page.total);
    expect(second.items).toEqual(page.items.slice(2, 4));
  });
});
