import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDueMessages, retryingNotifier } from '#server/platform/adapters/message-retries';
import type { Notifier, OutgoingMessage } from '#server/platform/adapters/notify';
import { call, createTestApp, DEMO_PASSWORD, type TestApp } from './helpers/app';

// Production with an SMTP server that cannot be reached (nothing listens on the discard port).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'care@example.test' });
});
afterAll(() => t.close());

const kept = () => t.db.selectFrom('message_retries').selectAll().orderBy('created_at').execute();
const dueNow = () =>
  t.db
    .updateTable('message_retries')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .execute();
const recording = () => {
  const sent: OutgoingMessage[] = [];
  return { sent, provider: { send: async (message) => void sent.push(message) } satisfies Notifier };
};
const failing: Notifier = {
  send: async () => {
    throw new Error('421 Service not available');
  },
};

describe('an email provider that fails', () => {
  it('answers a sign-in 503 with what to do, and keeps the code to send it again', async () => {
    const login = await call(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'doctor@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({ message: 'We could not send your code. Try again in a minute.', code: 'PROVIDER_UNAVAILABLE' });
    const [message] = await kept();
    expect(message).toMatchObject({ channel: 'email', recipient: 'doctor@demo.test', subject: 'Your sign-in code', attempts: 1 });
    expect(message.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(message.expires_at!.getTime()).toBeGreaterThan(Date.now());
    expect(message.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
  });

  it('sends a kept message once it is due, and then forgets it', async () => {
    const { sent, provider } = recording();
    expect(await retryDueMessages(t.db, provider, t.app.log)).toEqual({ sent: 0, failed: 0 }); // not due yet
    await dueNow();
    expect(await retryDueMessages(t.db, provider, t.app.log)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([expect.objectContaining({ to: 'doctor@demo.test', subject: 'Your sign-in code' })]);
    expect(sent[0].body).toMatch(/Your sign-in code is \d{6}/);
    expect(await kept()).toEqual([]);
  });

  it('lets work go on when nobody waits for the message, and retries it later, until it gives up', async () => {
    const notifier = retryingNotifier(failing, t.db, t.app.log);
    await notifier.send({ channel: 'email', to: 'patient@demo.test', subject: 'Your order shipped', body: 'Tracking 1Z' });
    for (let attempt = 2; attempt <= 9; attempt += 1) {
      await dueNow();
      expect(await retryDueMessages(t.db, failing, t.app.log)).toEqual({ sent: 0, failed: 1 });
    }
    const [message] = await kept();
    expect(message).toMatchObject({ attempts: 9, last_error: '421 Service not available' });
    expect(message.failed_at).not.toBeNull();
    await dueNow();
    expect(await retryDueMessages(t.db, failing, t.app.log)).toEqual({ sent: 0, failed: 0 }); // failed: kept, not retried
    await t.db.deleteFrom('message_retries').execute();
  });

  it('drops a message whose time has passed (an expired code) instead of sending it', async () => {
    const notifier = retryingNotifier(failing, t.db, t.app.log);
    await expect(
      notifier.send({
        channel: 'sms',
        to: '+14155550100',
        subject: 'Your verification code',
        body: 'Code 123456',
        failureMessage: 'We could not send your code. Try again in a minute.',
        expiresAt: new Date(Date.now() + 50),
      }),
    ).rejects.toMatchObject({ statusCode: 503 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await dueNow();
    const { sent, provider } = recording();
    expect(await retryDueMessages(t.db, provider, t.app.log)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
    expect(await kept()).toEqual([]);
  });
});
