import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '#server/platform/auth/tokens';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const claims = { sub: '11111111-1111-4111-8111-111111111111', role: 'DOCTOR' as const, sid: '22222222-2222-4222-8222-222222222222' };

describe('token service (key imported once)', () => {
  it('verifies what it signs, many times over with the same key', async () => {
    const tokens = createTokenService(SECRET, 900);
    const signed = await Promise.all([1, 2, 3].map(() => tokens.sign(claims)));
    const exp = expect.any(Number) as number;
    for (const token of signed) expect(await tokens.verify(token)).toEqual({ ...claims, act: undefined, dai: undefined, exp });
  });

  it('accepts HS256 only: the same secret under HS512 is refused', async () => {
    const tokens = createTokenService(SECRET, 900);
    const hs512 = await new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.sub)
      .setIssuer('glp1-telehealth')
      .setAudience('glp1-telehealth-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    await expect(tokens.verify(hs512)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it("refuses another service's token", async () => {
    const other = createTokenService('another-secret-another-secret-another', 900);
    await expect(createTokenService(SECRET, 900).verify(await other.sign(claims))).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
