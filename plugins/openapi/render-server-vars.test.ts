import { describe, expect, it } from 'vitest';
import {
  fieldNote,
  markServerVariables,
  renderServerVariables,
  serverVariables,
} from './render-server-vars';

const doc = {
  openapi: '3.0.3',
  servers: [
    {
      url: 'https://{tenant}.api.example.com/{version}',
      variables: {
        tenant: { default: 'sailpoint' },
        version: { default: 'v3', enum: ['v3', 'beta'] },
      },
    },
  ],
} as never;

describe('server variables', () => {
  it('reads the first server’s variables with default and enum', () => {
    expect(serverVariables(doc)).toEqual([
      { name: 'tenant', default: 'sailpoint', enum: undefined, description: undefined },
      { name: 'version', default: 'v3', enum: ['v3', 'beta'], description: undefined },
    ]);
    expect(serverVariables({ openapi: '3.0.3' } as never)).toEqual([]);
  });
  it('renders a labelled, empty input per variable with a visible hint, and the enum as choices', () => {
    const html = renderServerVariables(serverVariables(doc), 'idn-v3.yaml');
    expect(html).toContain('data-spec="idn-v3.yaml"');
    expect(html).toContain(
      '<label for="server-var-tenant">tenant</label><input id="server-var-tenant" type="text" data-var="tenant" autocomplete="off"',
    );
    // No placeholder: the default in the box looked like a value already typed.
    expect(html).not.toContain('placeholder=');
    expect(html).toContain(
      '<p class="api-server-vars__note" id="server-var-tenant-note">Empty, the samples show {tenant}.</p>',
    );
    expect(html).toContain('aria-describedby="server-var-tenant-note server-var-tenant-error"');
    expect(
      fieldNote({ name: 'tenant', description: 'Name of your tenant, as it appears in your URL' }),
    ).toBe('Name of your tenant, as it appears in your URL. Empty, the samples show {tenant}.');
    expect(html).toContain(
      '<datalist id="server-var-version-choices"><option value="v3"></option><option value="beta"></option></datalist>',
    );
    expect(renderServerVariables([], 'x.yaml')).toBe('');
    // Remembered per server: the key is the URL template up to its last variable.
    expect(
      renderServerVariables(
        serverVariables(doc),
        'idn-v3.yaml',
        'https://{tenant}.api.example.com/v3',
      ),
    ).toContain('data-spec="idn-v3.yaml" data-server="https://{tenant}.api.example.com">');
  });
  it('marks the placeholders of known variables in text, and leaves others alone', () => {
    const vars = serverVariables(doc);
    expect(
      markServerVariables('<code>https://{tenant}.api.example.com/{version}/x/{id}</code>', vars),
    ).toBe(
      '<code>https://<span class="api-var" data-var="tenant">{tenant}</span>.api.example.com/<span class="api-var" data-var="version">{version}</span>/x/{id}</code>',
    );
  });
});
