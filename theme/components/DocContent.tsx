import { useLocation } from '@rspress/core/runtime';
import { DocContent as BaseDocContent } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { PageErrorBoundary } from './ErrorBoundary';

/**
 * Lets browser tests exercise the crash state: a page whose path is in
 * `window.__PORTAL_CRASH_PATHS__` throws while rendering (never set outside tests).
 */
function CrashProbe({ path }: { path: string }) {
  const paths =
    typeof window === 'undefined'
      ? undefined
      : (window as { __PORTAL_CRASH_PATHS__?: string[] }).__PORTAL_CRASH_PATHS__;
  if (paths?.includes(path)) throw new Error(`Test crash on ${path}`);
  return null;
}

/** Rspress's page content inside the portal's error boundary. */
export function DocContent(props: ComponentProps<typeof BaseDocContent>) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <CrashProbe path={pathname} />
      <BaseDocContent {...props} />
    </PageErrorBoundary>
  );
}
