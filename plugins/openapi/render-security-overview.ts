import { esc } from '../shared/html';
import { markdownToHtml } from './markdown-html';
import { deref } from './resolve-ref';
import { schemeAnchor } from './render-security';
import type { OpenApiDocument, SecuritySchemeObject } from './types';

/** All security schemes of a spec with their flows and scopes, for the landing page. */
export function renderSecurityOverview(doc: OpenApiDocument): string {
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  if (!schemes.length) return '<p>The spec declares no security schemes.</p>';
  return schemes
    .map(([name, raw]) => {
      const s = deref<SecuritySchemeObject>(doc, raw);
      if (!s) return '';
      const flows = Object.entries(s.flows ?? {})
        .map(([flow, f]) => {
          const scopes = Object.entries(f.scopes ?? {});
          const scopeTable = scopes.length
            ? `<table class="api-op-table"><thead><tr><th>Scope</th><th>Grants</th></tr></thead><tbody>${scopes.map(([k, v]) => `<tr><td><code>${esc(k)}</code></td><td>${esc(v)}</td></tr>`).join('')}</tbody></table>`
            : '';
          return `<div class="api-flow"><p><strong>${esc(flow)}</strong>${f.tokenUrl ? ` — token URL <code>${esc(f.tokenUrl)}</code>` : ''}${f.authorizationUrl ? `, authorization URL <code>${esc(f.authorizationUrl)}</code>` : ''}</p>${scopeTable}</div>`;
        })
        .join('');
      const kind =
        s.type === 'http'
          ? `HTTP ${s.scheme ?? ''}`
          : s.type === 'apiKey'
            ? `API key (${s.in ?? ''} ${s.name ?? ''})`
            : s.type;
      return `<div class="api-security__scheme" id="${esc(schemeAnchor(name))}"><p><code>${esc(name)}</code> — ${esc(kind)}</p>${s.description ? markdownToHtml(s.description) : ''}${flows}</div>`;
    })
    .join('');
}
