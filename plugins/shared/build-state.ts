/**
 * What one plugin's hook produces and a later plugin's hook reads during a build. Read before
 * it is filled, it throws, naming itself and the hook that fills it: a plugin moved before its
 * producer in plugins/index.ts fails loudly instead of reading an empty list.
 */
export interface Slot<T> {
  readonly name: string;
  /** The hook that fills the slot, as the error names it. */
  readonly filledBy: string;
  readonly filled: boolean;
  /** Filled by its producer; a dev regeneration fills it again with the new value. */
  fill(value: T): void;
  get(): T;
}

export class BuildStateError extends Error {
  override name = 'BuildStateError';
}

export function slot<T>(name: string, filledBy: string): Slot<T> {
  let value: { v: T } | undefined;
  return {
    name,
    filledBy,
    get filled() {
      return value !== undefined;
    },
    fill(v) {
      value = { v };
    },
    get() {
      if (!value)
        throw new BuildStateError(
          `Build state "${name}" was read before ${filledBy} filled it: a plugin reading it runs too early (see the plugin order in plugins/index.ts)`,
        );
      return value.v;
    },
  };
}
