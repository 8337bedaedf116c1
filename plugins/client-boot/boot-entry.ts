/** Rspress's client entries (production with SSG, and dev): `…/@rspress/core/dist/runtime/(ssr|csr)ClientEntry.js`. */
const CLIENT_ENTRY = /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/](?:ssr|csr)ClientEntry\.js$/;

/**
 * The web entry with boot.ts in place of '@theme' and Rspress's client entry (boot imports them),
 * and the client entry's path (boot's '@portal/client-entry'). Throws, naming what it found, when
 * the entry is not `{ index: [...styles, '@theme', clientEntry] }`: a Rspress upgrade changed it.
 */
export function bootEntry(
  entry: unknown,
  boot: string,
): { entry: { index: string[] }; clientEntry: string } {
  const index = (entry as { index?: unknown } | undefined)?.index;
  const list =
    Array.isArray(index) && index.every((x) => typeof x === 'string')
      ? (index as string[])
      : undefined;
  const clientEntry = list?.at(-1);
  if (!list || !clientEntry || !CLIENT_ENTRY.test(clientEntry) || list.at(-2) !== '@theme') {
    throw new Error(
      `[client-boot] Rspress's web entry is not [styles…, '@theme', <runtime>/ssrClientEntry.js] but ${JSON.stringify(entry)}: ` +
        'plugins/client-boot must be updated for this Rspress version.',
    );
  }
  return { entry: { index: [...list.slice(0, -2), boot] }, clientEntry };
}
