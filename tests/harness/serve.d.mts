import type { Server } from 'node:http';
export function createServer(root: string): Server;
