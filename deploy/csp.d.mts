export declare const NGINX_CONF: string;
export declare function sha256(text: string): string;
export declare function inlineScripts(siteDir: string): string[];
export declare function buildCsp(siteDir: string): string;
export declare function confCsp(confText?: string): string;
export declare function writeConfCsp(csp: string, file?: string): void;
