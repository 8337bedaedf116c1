// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { installPaneOrder } from './pane-order-lazy';

const ready = () => document.documentElement.dataset.paneOrder;

describe('installPaneOrder (lazy)', () => {
  it('loads the Tab redirection on the first key press and marks the root while installed', async () => {
    const remove = installPaneOrder();
    expect(ready()).toBeUndefined();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    await vi.waitFor(() => expect(ready()).toBe('ready'));
    remove();
    expect(ready()).toBeUndefined();
  });
  it('installs nothing once removed before the module arrives', async () => {
    const remove = installPaneOrder();
    document.dispatchEvent(new PointerEvent('pointerdown'));
    remove();
    await import('./pane-order');
    await new Promise((r) => setTimeout(r, 0));
    expect(ready()).toBeUndefined();
  });
});
