import type { Server } from 'node:http';
export function containedPath(root: string, urlPath: string): string | null;
export function createServer(root: string): Server;
