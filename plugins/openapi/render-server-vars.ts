import { SERVER_VARS } from '../../common/api-pages/markup';
import { serverVariablesKey } from '../../common/apis/server-key';
import { esc } from '../shared/html';
import type { OpenApiDocument } from './types';

interface ServerVariable {
  name: string;
  default?: string;
  enum?: string[];
  description?: string;
}

/** The variables of the server a spec's pages show (its first server), e.g. `tenant`. */
export function serverVariables(doc: OpenApiDocument): ServerVariable[] {
  const vars =
    (
      doc.servers?.[0] as
        | {
            variables?: Record<
              string,
              { default?: unknown; enum?: unknown; description?: unknown }
            >;
          }
        | undefined
    )?.variables ?? {};
  return Object.entries(vars)
    .filter(([name]) => /^[A-Za-z][\w-]*$/.test(name))
    .map(([name, v]) => ({
      name,
      default: typeof v.default === 'string' ? v.default : undefined,
      enum: Array.isArray(v.enum)
        ? v.enum.filter((x): x is string => typeof x === 'string')
        : undefined,
      description: typeof v.description === 'string' ? v.description : undefined,
    }));
}

/** The visible hint under a variable's empty field: the spec's description, and what empty means. */
export function fieldNote(v: ServerVariable): string {
  const what = v.description?.trim().replace(/\.?$/, '.') ?? '';
  return `${what ? `${what} ` : ''}Empty, the samples show {${v.name}}.`;
}

/**
 * Inputs for the server variables at the top of an operation page. Their behaviour (validation,
 * storage per server, filling the samples) is theme/api/server-vars.ts; the static HTML keeps the
 * spec's `{name}` placeholders, so pages stay cacheable.
 */
export function renderServerVariables(
  vars: ServerVariable[],
  specFile: string,
  serverUrl?: string,
): string {
  if (!vars.length) return '';
  // The values are remembered per server (common/apis/server-key.ts), so versions on one server share them.
  const server = serverVariablesKey(serverUrl);
  const fields = vars
    .map((v) => {
      const id = `server-var-${v.name}`;
      const list = v.enum?.length
        ? `<datalist id="${id}-choices">${v.enum.map((e) => `<option value="${esc(e)}"></option>`).join('')}</datalist>`
        : '';
      // No placeholder: the spec's default (`sailpoint`) in the box looked like a value already
      // typed, while the samples show `{tenant}` until one is. The hint under it says what to type.
      return `<div class="${SERVER_VARS.field}"><label for="${id}">${esc(v.name)}</label><input id="${id}" type="text" ${SERVER_VARS.varAttr}="${esc(v.name)}" autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="${id}-note ${id}-error"${list ? ` list="${id}-choices"` : ''}>${list}<p class="${SERVER_VARS.note}" id="${id}-note">${esc(fieldNote(v))}</p><p class="${SERVER_VARS.error}" id="${id}-error" hidden></p></div>`;
    })
    .join('');
  return `<div class="${SERVER_VARS.root}" role="group" aria-label="Server variables" ${SERVER_VARS.specAttr}="${esc(specFile)}"${server ? ` data-server="${esc(server)}"` : ''}><p class="${SERVER_VARS.hint}">Your server: fills every URL and code sample of this API.</p>${fields}<button type="button" class="${SERVER_VARS.reset} portal-button">Reset</button></div>`;
}

/** Marks each `{name}` of a server variable in page HTML (text only: attributes carry no braces) so the browser can fill it in. */
export function markServerVariables(html: string, vars: ServerVariable[]): string {
  if (!vars.length) return html;
  const names = new Set(vars.map((v) => v.name));
  return html.replace(/\{([A-Za-z][\w-]*)\}/g, (m, name: string) =>
    names.has(name)
      ? `<span class="${SERVER_VARS.value}" ${SERVER_VARS.varAttr}="${esc(name)}">${m}</span>`
      : m,
  );
}
