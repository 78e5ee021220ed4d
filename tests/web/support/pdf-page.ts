import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * jsdom has no blob URLs: while each test of the file runs, every blob made gets `blob:test/1`, `blob:test/2`, ... and
 * revoking is a spy. Returns the blobs made, emptied before each test.
 */
export function withBlobUrls(): Blob[] {
  const created: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return created;
}

/** Waits for the intake PDF page's frame and checks it shows the first blob made, a PDF. */
export async function expectIntakePdfFrame(created: readonly Blob[]) {
  const frame = await screen.findByTitle('Patient intake form PDF', {}, { timeout: 15_000 });
  expect(frame).toHaveAttribute('src', 'blob:test/1');
  expect(created[0].type).toBe('application/pdf');
}
