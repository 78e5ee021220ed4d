import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultSupportWidget, createScriptSupportWidget, noopSupportWidget } from '@/lib/support-widget';

const person = { userId: 'u-1', fullName: 'Avery Stone', email: 'a@demo.test', createdAt: '2026-01-01T00:00:00.000Z' };

afterEach(() => {
  document.head.querySelectorAll('script[data-widget-id]').forEach((s) => s.remove());
  delete (window as { supportWidgetQueue?: unknown }).supportWidgetQueue;
});

describe('support widget adapters', () => {
  it('is a no-op unless VITE_SUPPORT_WIDGET_ID is set', () => {
    expect(createDefaultSupportWidget()).toBe(noopSupportWidget);
    noopSupportWidget.boot(person);
    expect(document.head.querySelector('script[data-widget-id]')).toBeNull();
  });

  it('the vendor loader queues the boot call and injects the script once', () => {
    const widget = createScriptSupportWidget('w-42', 'https://widget.example.test/loader.js');
    widget.boot(person);
    widget.boot({ ...person, userId: 'u-2' });
    const scripts = document.head.querySelectorAll('script[data-widget-id="w-42"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://widget.example.test/loader.js');
    const queue = (window as { supportWidgetQueue?: unknown[] }).supportWidgetQueue;
    expect(queue).toEqual([
      ['boot', { ...person, widgetId: 'w-42' }],
      ['boot', { ...person, userId: 'u-2', widgetId: 'w-42' }],
    ]);
    widget.shutdown?.();
    expect((window as { supportWidgetQueue?: unknown[] }).supportWidgetQueue?.at(-1)).toEqual(['shutdown']);
  });
});
