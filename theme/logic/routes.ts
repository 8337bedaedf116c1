import { pathnameToRouteService } from '@rspress/core/runtime';

/** Is there a page at this path? (Rspress's own route table, exact match.) */
export function routeExists(pathname: string): boolean {
  try {
    return Boolean(pathnameToRouteService(pathname));
  } catch {
    return false;
  }
}
