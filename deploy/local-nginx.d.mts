export declare const NGINX_CONF: string;
export declare function findNginx(): string | null;
export declare function localNginxConf(
  conf: string,
  opts: { root: string; port: number; tmp: string; isRoot?: boolean },
): string;
export declare function freePort(): Promise<number>;
export declare function startNginx(opts: {
  root: string;
  port?: number;
  nginx?: string | null;
  conf?: string;
}): Promise<{ url: string; stop: () => Promise<void>; errorLog: () => string }>;
