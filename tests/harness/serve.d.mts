import type { Server } from 'node:http';
export function containedPath(root: string, urlPath: string): string | null;
export function cacheControl(urlPath: string): string;
export function createServer(root: string): Server;
export function serveSite(root: string): Promise<{ url: string; close: () => Promise<void> }>;
