import { describe, expect, it } from 'vitest';
import { serverVariablesKey } from './server-key';

describe('serverVariablesKey', () => {
  it('is the same for versions whose servers differ only after the variables', () => {
    const v3 = serverVariablesKey('https://{tenant}.api.identitynow.com/v3');
    expect(v3).toBe('https://{tenant}.api.identitynow.com');
    expect(serverVariablesKey('https://{tenant}.api.identitynow.com/beta')).toBe(v3);
    expect(serverVariablesKey('https://{tenant}.api.identitynow.com/v2025/')).toBe(v3);
  });

  it('differs for another host, another product with the same variable name, or another variable', () => {
    const v3 = serverVariablesKey('https://{tenant}.api.identitynow.com/v3');
    expect(serverVariablesKey('https://{tenant}.api.other-host.test/v3')).not.toBe(v3);
    expect(serverVariablesKey('https://{tenant}.nonemployee.com/api')).toBe(
      'https://{tenant}.nonemployee.com',
    );
    expect(serverVariablesKey('https://{org}.api.identitynow.com/v3')).not.toBe(v3);
    expect(serverVariablesKey('https://{host}/identityiq/scim/v2')).toBe('https://{host}');
  });

  it('keeps the path up to the last segment with a variable', () => {
    expect(serverVariablesKey('https://{tenant}.api.example.com/{version}/x')).toBe(
      'https://{tenant}.api.example.com/{version}',
    );
    expect(serverVariablesKey('https://api.acme.test/{region}/v1')).toBe(
      'https://api.acme.test/{region}',
    );
    expect(serverVariablesKey('/{prefix}/v3')).toBe('/{prefix}');
  });

  it('is empty when there is no variable to remember', () => {
    expect(serverVariablesKey('https://api.acme.test/v1')).toBe('');
    expect(serverVariablesKey(undefined)).toBe('');
  });
});
