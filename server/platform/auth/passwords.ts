import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's recommended minimum (19 MiB, 2 passes): memory-hard against GPU guessing.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Verified when the e-mail is unknown, so that a miss takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
