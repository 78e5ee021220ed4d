/**
 * Chat over HTTP (SPEC §3, §7 Chat; README "Chat"): conversations, messages, unread counts and read receipts, keyset
 * paging, search and create by phones under the rules of who may talk to whom, scoping (a conversation is read only
 * by its participants: 404 and a DENIED row), the custom token, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatUser, Conversation } from '#contracts/chat';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, send, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};
const PHONES = {
  doctor: '+12025550104',
  medical: '+12025550105',
  care: '+12025550106',
  support: '+12025550107',
  patient: '+12025550108',
  admin: '+12025550101',
  partner: '+12025550102',
  riley: '+12025550120',
  jamie: '+12025550121',
  taylor: '+12025550122',
};
let demoConversation = '';

beforeAll(async () => {
  t = await createTestApp();
  const people = {
    patient: 'patient@demo.test',
    jamie: 'jamie.ortiz@demo.test',
    care: 'care@demo.test',
    support: 'support@demo.test',
    doctor: 'doctor@demo.test',
    medical: 'medical@demo.test',
    partner: 'partner@demo.test',
    sales: 'sales@demo.test',
    admin: 'admin@demo.test',
    assistant: 'assistant@demo.test',
  };
  for (const [name, email] of Object.entries(people)) {
    const session = await signIn(t.app, email, DEMO_PASSWORD);
    tok[name] = session.accessToken;
    ids[name] = session.user.id as string;
  }
  const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
  const access = assistant.delegateAccesses[0] as { id: string };
  const selected = await send(t.app, 'POST', '/auth/select-delegate-access', assistant.accessToken, { delegateAccessId: access.id });
  tok.delegate = (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
});
afterAll(() => t.close());

const get = (url: string, token: string) => call(t.app, { method: 'GET', url, token });
const conversations = async (token: string, query = '') => {
  const res = await get(`/chat/conversations${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as { items: Conversation[]; nextBefore: string | null; totalUnread: number };
};
const messages = async (token: string, conversationId: string, query = '') => {
  const res = await get(`/chat/conversations/${conversationId}/messages${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as { items: ChatMessage[]; nextBefore: string | null };
};
const create = (token: string, phones: string[]) => send(t.app, 'POST', '/chat/conversations', token, { phones });
const post = async (token: string, conversationId: string, body: string) => {
  const res = await send(t.app, 'POST', `/chat/conversations/${conversationId}/messages`, token, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as unknown as ChatMessage;
};
const search = async (token: string, q: string) => {
  const res = await get(`/chat/users/search?q=${encodeURIComponent(q)}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as unknown as ChatUser[]).map((u) => u.fullName);
};

describe('the demo conversation, unread counts and read receipts', () => {
  it('lists the patient’s conversation with the nurse, newest message last-read state per side', async () => {
    const mine = await conversations(tok.patient);
    const demo = mine.items.find((c) => c.title === 'Casey Nguyen');
    expect(demo).toBeDefined();
    demoConversation = demo!.id;
    expect(demo!.participants).toEqual([{ id: ids.care, fullName: 'Casey Nguyen', role: 'NURSER', phone: PHONES.care }]);
    expect(demo!.unreadCount).toBe(0);
    // The patient's answer is the last message; the nurse has not read it yet.
    expect(demo!.lastMessage).toMatchObject({ senderId: ids.patient, senderName: 'Pat Jordan', type: 'text', read: false });

    const nurse = await conversations(tok.care);
    expect(nurse.items.find((c) => c.id === demoConversation)).toMatchObject({ title: 'Pat Jordan', unreadCount: 1 });
    expect(nurse.totalUnread).toBe(1);
  });

  it('counts the unread for the navigation badge without listing, so without a LIST row', async () => {
    const lists = () =>
      t.db.selectFrom('audit_logs').select('id').where('action', '=', 'LIST').where('resource_type', '=', 'conversation').execute();
    const before = (await lists()).length;
    const res = await get('/chat/unread', tok.care);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ total: 1 });
    expect((await get('/chat/unread', tok.patient)).body.data).toEqual({ total: 0 });
    expect(await lists()).toHaveLength(before);
  });

  it('reads the messages newest first, each read or not as the reader sees it', async () => {
    const { items, nextBefore } = await messages(tok.care, demoConversation);
    expect(items.map((m) => [m.senderName, m.read])).toEqual([
      ['Pat Jordan', false], // received, not read by the nurse
      ['Casey Nguyen', true], // sent, read by the patient
    ]);
    expect(nextBefore).toBeNull();
    const patientId = await patientIdByEmail(t.db, 'patient@demo.test');
    expect(
      await auditOutcomes(t.db, { action: 'READ', resource_type: 'conversation', resource_id: demoConversation, patient_id: patientId }),
    ).toContain('SUCCESS');
  });

  it('marks read: the unread count drops, the sender sees the receipt', async () => {
    const { items } = await messages(tok.care, demoConversation);
    const res = await send(t.app, 'POST', `/chat/conversations/${demoConversation}/read`, tok.care, { messageIds: [items[0].id] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ conversationId: demoConversation, unreadCount: 0 });
    expect((await conversations(tok.care)).totalUnread).toBe(0);
    const patientSide = (await conversations(tok.patient)).items.find((c) => c.id === demoConversation)!;
    expect(patientSide.lastMessage?.read).toBe(true);
  });

  it('a sent message is unread for the others until they read it, and moves the conversation first', async () => {
    const sent = await post(tok.patient, demoConversation, '  Quick question about my next dose  ');
    expect(sent).toMatchObject({ body: 'Quick question about my next dose', type: 'text', read: false, senderId: ids.patient });
    const nurse = await conversations(tok.care);
    expect(nurse.items[0]).toMatchObject({ id: demoConversation, unreadCount: 1, lastMessage: { id: sent.id } });
    expect(nurse.totalUnread).toBe(1);
    // Reading an earlier message leaves the newer one unread.
    const older = (await messages(tok.care, demoConversation)).items[1];
    const res = await send(t.app, 'POST', `/chat/conversations/${demoConversation}/read`, tok.care, { messageIds: [older.id] });
    expect(res.body.data).toMatchObject({ unreadCount: 1 });
  });
});

describe('who may talk to whom', () => {
  it('a patient finds their care team and their own doctor, never other patients, partners, sales or admins', async () => {
    const found = await search(tok.patient, 'a');
    expect(found).toEqual(expect.arrayContaining(['Casey Nguyen', 'Sydney Park', 'Alex Rivera', 'Dana Whitfield']));
    for (const name of ['Jamie Ortiz', 'Riley Thompson', 'Parker Reyes', 'Sam Sellers', 'Avery Admin', 'Morgan Lee'])
      expect(found).not.toContain(name);
    expect(await search(tok.patient, '555-0104')).toEqual(['Dana Whitfield']);
    expect(await search(tok.patient, 'jamie')).toEqual([]);
  });

  it('a doctor finds their own patients and staff; a medical provider without patients finds no patient', async () => {
    expect(await search(tok.doctor, 'Jamie')).toEqual(['Jamie Ortiz']);
    expect(await search(tok.doctor, 'jordan')).toContain('Pat Jordan');
    expect(await search(tok.medical, 'Jamie')).toEqual([]);
    expect(await search(tok.medical, 'Dana')).toEqual(['Dana Whitfield']);
  });

  it('partners and sales people find the care team and administrators only', async () => {
    const found = await search(tok.partner, 'a');
    expect(found).toEqual(expect.arrayContaining(['Casey Nguyen', 'Avery Admin']));
    for (const name of ['Pat Jordan', 'Dana Whitfield', 'Sam Sellers', 'Jamie Ortiz']) expect(found).not.toContain(name);
    expect(await search(tok.sales, 'Pat')).toEqual([]);
    expect(await search(tok.patient, 'Parker')).toEqual([]);
  });

  it('a delegate chats as themselves (a client specialist), not as the doctor they act for', async () => {
    const res = await get('/chat/custom-token', tok.delegate);
    const sub = JSON.parse(Buffer.from((res.body.data as { token: string }).token.split('.')[1], 'base64url').toString()) as {
      sub: string;
    };
    expect(sub.sub).toBe(ids.assistant);
    // A client specialist reaches any patient (the doctor would only reach their own: the same here) and partners.
    expect(await search(tok.delegate, 'Parker')).toEqual(['Parker Reyes']);
    const made = await create(tok.delegate, [PHONES.partner]);
    expect(made.status).toBe(201);
    expect((made.body.data as unknown as Conversation).participants.map((p) => p.id)).toEqual([ids.partner]);
    expect((await conversations(tok.doctor)).items.some((c) => c.id === (made.body.data as { id: string }).id)).toBe(false);
  });

  it('creates by phone: 201 for new people, 200 with the same conversation for the same people', async () => {
    const again = await create(tok.patient, ['(202) 555-0106']);
    expect(again.status).toBe(200);
    expect((again.body.data as { id: string }).id).toBe(demoConversation);
    const first = await create(tok.patient, [PHONES.doctor]);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ title: 'Dana Whitfield', unreadCount: 0, lastMessage: null });
    const second = await create(tok.doctor, [PHONES.patient]);
    expect(second.status).toBe(200);
    expect((second.body.data as { id: string }).id).toBe((first.body.data as { id: string }).id);
    const doctorsView = await conversations(tok.doctor);
    expect(doctorsView.items.some((c) => c.id === (first.body.data as { id: string }).id)).toBe(true);
  });

  it('refuses what the rules forbid: 404 for an unknown phone, 403 for someone the caller may not message', async () => {
    const unknown = await create(tok.patient, ['202-555-0199']);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No one you can message has the phone number (202) 555-0199');
    const otherPatient = await create(tok.patient, [PHONES.jamie]);
    expect(otherPatient.status).toBe(403);
    expect(otherPatient.body.message).toBe('You cannot message the person with the phone number (202) 555-0121');
    expect((await create(tok.patient, [PHONES.medical])).status).toBe(403); // a provider who does not see them
    expect((await create(tok.patient, [PHONES.partner])).status).toBe(403);
    expect((await create(tok.patient, [PHONES.admin])).status).toBe(403);
    expect((await create(tok.partner, [PHONES.patient])).status).toBe(403);
    expect((await create(tok.medical, [PHONES.jamie])).status).toBe(403);
    const twoPatients = await create(tok.care, [PHONES.patient, PHONES.jamie]);
    expect(twoPatients.status).toBe(403);
    expect(twoPatients.body.message).toMatch(/two patients never share a conversation/);
    const own = await create(tok.care, [PHONES.care]);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('(202) 555-0106 is your own phone number');
    expect((await create(tok.partner, [PHONES.support])).status).toBe(201);
    expect((await create(tok.doctor, [PHONES.jamie])).status).toBe(201);
  });

  it('a conversation is read only by its participants: 404 and a DENIED row for anyone else', async () => {
    for (const token of [tok.jamie, tok.doctor, tok.partner, tok.admin]) {
      expect((await get(`/chat/conversations/${demoConversation}/messages`, token)).status).toBe(404);
      const sent = await send(t.app, 'POST', `/chat/conversations/${demoConversation}/messages`, token, { body: 'Hello?' });
      expect(sent.status).toBe(404);
      const read = await send(t.app, 'POST', `/chat/conversations/${demoConversation}/read`, token, {
        messageIds: ['00000000-0000-4000-8000-000000000000'],
      });
      expect(read.status).toBe(404);
    }
    expect(
      (await auditOutcomes(t.db, { resource_type: 'conversation', resource_id: demoConversation, actor_user_id: ids.jamie })).sort(),
    ).toEqual(['DENIED', 'DENIED', 'DENIED']);
    expect((await conversations(tok.jamie)).items.some((c) => c.id === demoConversation)).toBe(false);
  });

  it('stops a send when the people may no longer talk (a doctor no longer seeing the patient)', async () => {
    const made = await create(tok.doctor, [PHONES.riley]);
    const id = (made.body.data as { id: string }).id;
    const riley = await patientIdByEmail(t.db, 'riley.thompson@demo.test');
    await t.db.updateTable('patients').set({ doctor_id: null, partner_id: null }).where('id', '=', riley).execute();
    const res = await send(t.app, 'POST', `/chat/conversations/${id}/messages`, tok.doctor, { body: 'Still there?' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can no longer message Riley Thompson here');
  });

  it('takes system messages from staff only', async () => {
    const url = `/chat/conversations/${demoConversation}/messages`;
    const fromPatient = await send(t.app, 'POST', url, tok.patient, { body: 'Your order shipped', type: 'system' });
    expect(fromPatient.status).toBe(403);
    const fromNurse = await send(t.app, 'POST', url, tok.care, { body: 'Your order shipped', type: 'system' });
    expect(fromNurse.status).toBe(201);
    expect(fromNurse.body.data).toMatchObject({ type: 'system', senderName: 'Casey Nguyen' });
  });
});

describe('paging with the nextBefore cursor', () => {
  it('pages a conversation’s messages backwards without gaps or repeats', async () => {
    const made = await create(tok.support, [PHONES.taylor]);
    const id = (made.body.data as { id: string }).id;
    const sent: string[] = [];
    for (let i = 1; i <= 7; i++) sent.push((await post(i % 2 ? tok.support : tokOf('taylor.brooks@demo.test'), id, `Message ${i}`)).id);
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page = await messages(tok.support, id, `?limit=3${before ? `&before=${before}` : ''}`);
      seen.push(...page.items.map((m) => m.id));
      before = page.nextBefore;
      pages++;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual([...sent].reverse());
  });

  it('pages the conversation list, most recent first', async () => {
    const all = (await conversations(tok.care, '?limit=100')).items.map((c) => c.id);
    expect(all.length).toBeGreaterThanOrEqual(1);
    for (const phone of [PHONES.riley, PHONES.jamie, PHONES.taylor, PHONES.doctor]) await create(tok.care, [phone]);
    const everything = (await conversations(tok.care, '?limit=100')).items.map((c) => c.id);
    expect(everything.length).toBe(all.length + 4);
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page = await conversations(tok.care, `?limit=2${before ? `&before=${before}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => c.id));
      before = page.nextBefore;
    } while (before);
    expect(seen).toEqual(everything);
  });
});

/** A session for a seeded patient signed in later in the file. */
const extra: Record<string, string> = {};
function tokOf(email: string): string {
  return extra[email];
}
beforeAll(async () => {
  extra['taylor.brooks@demo.test'] = (await signIn(t.app, 'taylor.brooks@demo.test', DEMO_PASSWORD)).accessToken;
});

describe('the custom token', () => {
  it('is short-lived, names the socket path, and is no access token', async () => {
    const res = await get('/chat/custom-token', tok.patient);
    expect(res.status).toBe(200);
    const data = res.body.data as { token: string; expiresAt: string; socketPath: string };
    expect(data.socketPath).toBe('/api/v1/chat/ws');
    const life = Date.parse(data.expiresAt) - Date.now();
    expect(life).toBeGreaterThan(4 * 60_000);
    expect(life).toBeLessThanOrEqual(5 * 60_000);
    expect((await get('/chat/conversations', data.token)).status).toBe(401);
    expect((await get('/chat/custom-token', '')).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 400 saying what is wrong, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('chat_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', `/chat/conversations/${demoConversation}/messages`, { body: '   ' }, /Write a message first/],
      ['POST', `/chat/conversations/${demoConversation}/messages`, { body: 'x'.repeat(4001) }, /at most 4000 characters/],
      ['POST', `/chat/conversations/${demoConversation}/messages`, { body: 'Hi', type: 'video' }, /type/],
      ['POST', '/chat/conversations/not-a-uuid/messages', { body: 'Hi' }, /conversationId/],
      ['POST', `/chat/conversations/${demoConversation}/read`, { messageIds: [] }, /Name the messages read/],
      [
        'POST',
        `/chat/conversations/${demoConversation}/read`,
        { messageIds: ['00000000-0000-4000-8000-000000000000'] },
        /not in this conversation/,
      ],
      ['POST', '/chat/conversations', { phones: [] }, /Choose someone to talk to/],
      ['POST', '/chat/conversations', { phones: ['12'] }, /valid US phone/],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await send(t.app, method as 'POST', url, tok.patient, payload as Record<string, unknown>);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).toMatch(message);
    }
    for (const url of [
      '/chat/users/search?q=',
      `/chat/users/search?q=${'x'.repeat(101)}`,
      '/chat/conversations?limit=0',
      '/chat/conversations?limit=101',
      '/chat/conversations?before=nonsense',
      `/chat/conversations/${demoConversation}/messages?before=nonsense`,
    ]) {
      const res = await get(url, tok.patient);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it('takes search terms literally (escaped LIKE)', async () => {
    expect(await search(tok.care, '%')).toEqual([]);
    expect(await search(tok.care, '_')).toEqual([]);
  });
});
