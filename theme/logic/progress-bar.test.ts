import { afterEach, describe, expect, it, vi } from 'vitest';

const bar = vi.hoisted(() => ({ configure: vi.fn(), start: vi.fn(), done: vi.fn() }));
vi.mock('nprogress', () => ({ default: bar }));

// The dynamic import settles after a few ticks: wait until the bar's code has been configured.
const flush = () => vi.waitFor(() => expect(bar.configure).toHaveBeenCalled());

describe('the navigation progress bar', () => {
  afterEach(() => {
    vi.resetModules();
    vi.clearAllMocks();
  });
  it('loads nprogress on the first start and shows it once loaded', async () => {
    const { startProgress, doneProgress } = await import('./progress-bar');
    startProgress();
    await flush();
    expect(bar.configure).toHaveBeenCalledWith({ showSpinner: false });
    expect(bar.start).toHaveBeenCalledTimes(1);
    doneProgress();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });
  it('does not show a bar whose navigation ended while its code was loading', async () => {
    const { startProgress, doneProgress } = await import('./progress-bar');
    startProgress();
    doneProgress();
    await flush();
    expect(bar.start).not.toHaveBeenCalled();
  });
});
