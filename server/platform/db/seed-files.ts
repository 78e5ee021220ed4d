import { crc32, deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { StorageAdapter } from '#server/platform/adapters/storage';
import type { Database } from './schema';

/**
 * The demo's stored files (README, "Demo accounts"): each demo intake's photo ID answer names an upload under this
 * prefix, and the file is a drawn ID card, so that a doctor reviewing a demo order can open it like a real one.
 */
export const DEMO_PHOTO_ID_PREFIX = 'demo/photo-id/';

const WIDTH = 320;
const HEIGHT = 200;

/** A plain ID card as a PNG: a light card, a photo square and lines of "text" (no real person, no real data). */
export function demoPhotoIdPng(): Buffer {
  const pixel = (x: number, y: number): [number, number, number] => {
    if (x < 6 || y < 6 || x >= WIDTH - 6 || y >= HEIGHT - 6) return [13, 92, 104]; // border, the brand's teal
    if (y < 40) return [213, 232, 235]; // header band
    if (x >= 20 && x < 110 && y >= 55 && y < 175) return [160, 174, 180]; // photo
    const line = [70, 95, 120, 145].find((top) => y >= top && y < top + 10);
    if (line && x >= 130 && x < (line === 145 ? 230 : 295)) return [120, 135, 140]; // text lines
    return [246, 249, 250];
  };
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < WIDTH; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores the drawn photo ID under every demo upload's key; the demo seed made the rows. Returns how many. */
export async function putDemoFiles(db: Kysely<Database>, storage: StorageAdapter): Promise<number> {
  const uploads = await db.selectFrom('uploads').select('key').where('key', 'like', `${DEMO_PHOTO_ID_PREFIX}%`).execute();
  const png = demoPhotoIdPng();
  for (const { key } of uploads) await storage.put(key, png, 'image/png');
  return uploads.length;
}
