// What every benchmark prints beside its figures: the machine's load average, and medians.
import os from 'node:os';

/** The 1-, 5- and 15-minute load averages, as `0.31 1.45 1.20`. */
export const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The middle value; of an even count, the upper of the two middle ones (a measured value, not a mean). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
