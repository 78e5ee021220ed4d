import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { takeFirstViewReplies } from '@/lib/first-view';
import { timeLabel } from '@/lib/local-time';
import { createSwrCache } from '@/lib/swr';
import { inViewerTimeZone, rememberTimeZone } from '@/lib/viewer-time-zone';

// A page the server drew with the patient's dashboard carries the replies it was drawn from (server/platform/http/first-view.ts).
const storedSession = (refreshToken: string | null) =>
  localStorage.setItem('persist:root', JSON.stringify({ session: JSON.stringify({ accessToken: 'a', refreshToken }) }));

function drawnPage(entries: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-view-data';
  element.textContent = JSON.stringify(entries);
  document.body.append(element);
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the replies of a drawn dashboard', () => {
  it('start the app’s cache as answered replies, and are taken out of the page once', () => {
    storedSession('r1');
    drawnPage([['/auth/me', { user: { firstName: 'Pat' } }]]);
    const cache = createSwrCache();
    expect(cache.get('/auth/me')).toEqual({ data: { user: { firstName: 'Pat' } }, isLoading: false, isValidating: false });
    expect(document.getElementById('first-view-data')).toBeNull();
    expect(createSwrCache().get('/auth/me')).toBeUndefined();
  });

  it('are dropped when this browser keeps no session (signed out since)', () => {
    storedSession(null);
    drawnPage([['/auth/me', { user: { firstName: 'Pat' } }]]);
    expect(takeFirstViewReplies()).toEqual([]);
    expect(document.getElementById('first-view-data')).toBeNull();
  });

  it('are ignored when they are not a list of replies', () => {
    storedSession('r1');
    drawnPage({ not: 'a list' });
    expect(takeFirstViewReplies()).toEqual([]);
  });
});

describe('the viewer’s time zone', () => {
  const instant = '2026-11-29T04:30:00.000Z';

  it('draws dates and times in the zone the browser named, as the app will show them', () => {
    expect(inViewerTimeZone('America/New_York', () => [formatDate(instant), timeLabel(instant)])).toEqual(['Nov 28, 2026', '11:30 PM']);
    expect(inViewerTimeZone('Asia/Tokyo', () => [formatDate(instant), timeLabel(instant)])).toEqual(['Nov 29, 2026', '1:30 PM']);
    // An unknown zone is ignored: the process's own.
    expect(inViewerTimeZone('Not/AZone', () => timeLabel(instant))).toBe(timeLabel(instant));
  });

  it('is left in a cookie for the server', () => {
    rememberTimeZone();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`time_zone=${encodeURIComponent(zone)}`);
  });
});
