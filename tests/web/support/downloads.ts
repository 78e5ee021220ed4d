import { afterEach, beforeEach, vi } from 'vitest';

/** The viewer's date as YYYY-MM-DD, as a downloaded file's name has it. */
export function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The saved files of each test: each <a download> clicked (its name and href), with the blob behind its object URL
 * (`blob:<prefix>-1`, `blob:<prefix>-2`, ...). The two lists are emptied before each test.
 */
export function captureDownloads(prefix: string) {
  const saved: { name: string; href: string }[] = [];
  const blobs: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    blobs.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:${prefix}-${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.getAttribute('download') ?? '', href: this.getAttribute('href') ?? '' });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return { saved, blobs };
}
