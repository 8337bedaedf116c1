import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

/**
 * Rspack's persistent cache (on in Rspress 2, `node_modules/.cache/`) is keyed on the source
 * files, the route table and the navigation, not on the environment. The build settings of
 * config/build-env.ts are read when modules are compiled, so without them in the key a build
 * with another SITE_ORIGIN reused the previous build's canonical and social tags. The settings
 * that change output are added to the cache digest Rspress sets.
 */
export function buildSettingsDigest(env: NodeJS.ProcessEnv = process.env): string[] {
  return ['SITE_ORIGIN', 'REPO_URL', 'GTM_ID', 'BASE_URL'].map((k) => `${k}=${env[k] ?? ''}`);
}

type CacheConfig = { cacheDigest?: Array<string | undefined> } | boolean | undefined;

/** The cache config with the settings added; `false`/unset (cache off) stays as it is. */
export function withSettingsDigest(cache: CacheConfig, digest: string[]): CacheConfig {
  if (!cache) return cache;
  const config = cache === true ? {} : cache;
  return { ...config, cacheDigest: [...(config.cacheDigest ?? []), ...digest] };
}

export function buildCachePlugin(): RspressPlugin {
  return {
    name: 'portal-build-cache',
    builderConfig: {
      plugins: [
        <RsbuildPlugin>{
          name: 'portal-build-cache-digest',
          setup(api) {
            api.modifyRsbuildConfig((config) => {
              const performance = (config.performance ??= {});
              performance.buildCache = withSettingsDigest(
                performance.buildCache,
                buildSettingsDigest(),
              ) as typeof performance.buildCache;
            });
          },
        },
      ],
    },
  };
}
