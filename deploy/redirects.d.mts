export interface Redirect {
  from: string;
  to: string;
}
export declare const NGINX_CONF: string;
export declare const REDIRECTS_FILE: string;
export declare function readRedirects(file?: string): Redirect[];
export declare function checkRedirects(list: unknown, name?: string): Redirect[];
export declare function nginxRedirects(list: ReadonlyArray<Redirect>, indent?: string): string;
export declare function confRedirects(confText?: string): { text: string; indent: string };
export declare function writeConfRedirects(list: ReadonlyArray<Redirect>, file?: string): void;
export declare function confInSync(list: ReadonlyArray<Redirect>, confText?: string): boolean;
