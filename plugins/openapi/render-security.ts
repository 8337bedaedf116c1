import { esc } from '../shared/html';
import { markdownToHtml } from './markdown-html';
import type { ApiOperation } from './model';
import { deref } from './resolve-ref';
import type { OpenApiDocument, SecuritySchemeObject } from './types';

const FLOW_LABEL: Record<string, string> = {
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code',
  implicit: 'Implicit',
  password: 'Password',
};

function schemeLabel(s: SecuritySchemeObject): string {
  if (s.type === 'oauth2') return 'OAuth 2.0';
  if (s.type === 'http')
    return s.scheme?.toLowerCase() === 'basic'
      ? 'HTTP basic'
      : `HTTP ${s.scheme ?? ''} token`.replace(/\s+/g, ' ');
  if (s.type === 'apiKey')
    return `API key in ${s.in ?? 'header'} ${s.name ? `"${s.name}"` : ''}`.trim();
  if (s.type === 'openIdConnect') return 'OpenID Connect';
  return s.type ?? 'Unknown scheme';
}

/** The id of a scheme's entry in the landing page's Authentication section (render-security-overview.ts). */
export const schemeAnchor = (name: string) => `auth-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/**
 * Security requirements of an operation: alternatives, OAuth flows and scopes, or "no auth".
 * With `overview` (the landing page, whose Authentication section describes every scheme) each
 * scheme is its name, kind and scopes, linked there: its flows and description are the same on
 * every operation page of the API.
 */
export function renderSecurity(doc: OpenApiDocument, op: ApiOperation, overview?: string): string {
  const requirements = op.op.security ?? doc.security ?? [];
  const real = requirements.filter((r) => r && Object.keys(r).length);
  if (!real.length)
    return '<p class="api-security api-security--none">No authorization required.</p>';
  const alternatives = real.map((req) => {
    const parts = Object.entries(req).map(([name, scopes]) => {
      const scheme = deref<SecuritySchemeObject>(doc, doc.components?.securitySchemes?.[name]);
      if (!scheme)
        return `<div class="api-security__scheme"><strong>${esc(name)}</strong> <span class="api-note">(scheme not defined in the spec)</span></div>`;
      const scopeList =
        Array.isArray(scopes) && scopes.length
          ? `<p>Scopes: ${scopes.map((s) => `<code>${esc(s)}</code>`).join(' ')}</p>`
          : '';
      if (overview)
        return `<div class="api-security__scheme"><strong>${esc(schemeLabel(scheme))}</strong> <a href="${esc(`${overview}#${schemeAnchor(name)}`)}"><code>${esc(name)}</code></a>${scopeList}</div>`;
      const flows =
        scheme.type === 'oauth2'
          ? Object.entries(scheme.flows ?? {})
              .map(
                ([flow, f]) =>
                  `<li>${esc(FLOW_LABEL[flow] ?? flow)}${f.tokenUrl ? `: token URL <code>${esc(f.tokenUrl)}</code>` : ''}${f.authorizationUrl ? `, authorization URL <code>${esc(f.authorizationUrl)}</code>` : ''}</li>`,
              )
              .join('')
          : '';
      return `<div class="api-security__scheme"><strong>${esc(schemeLabel(scheme))}</strong> <code>${esc(name)}</code>${scopeList}${flows ? `<ul>${flows}</ul>` : ''}${scheme.description ? markdownToHtml(scheme.description) : ''}</div>`;
    });
    return `<div class="api-security__option">${parts.join('')}</div>`;
  });
  const intro = alternatives.length > 1 ? '<p>Any one of these:</p>' : '';
  return `<div class="api-security">${intro}${alternatives.join('')}</div>`;
}
