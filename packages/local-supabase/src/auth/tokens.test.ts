import { describe, expect, it } from 'vitest';

import { signApiKey } from '../keys';
import { bearerToken, createTokenKeys } from './tokens';

const secret = 'token-test-secret-0123456789abcdefghij';
const now = () => Math.floor(Date.now() / 1000);

describe('token keys', () => {
  const keys = createTokenKeys(secret);

  it('verifies its own tokens and the API keys made from the same secret', async () => {
    const token = await keys.sign({ sub: 'user-1', role: 'authenticated', iat: now(), exp: now() + 60 });
    expect(await keys.verify(token)).toMatchObject({ sub: 'user-1', role: 'authenticated' });
    expect(await keys.verify(signApiKey(secret, 'anon'))).toMatchObject({ role: 'anon' });
  });

  it('refuses expired tokens, tampered tokens and tokens of another secret', async () => {
    const expired = await keys.sign({ role: 'authenticated', iat: now() - 120, exp: now() - 60 });
    expect(await keys.verify(expired)).toBeNull();
    const token = await keys.sign({ role: 'anon', iat: now(), exp: now() + 60 });
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ role: 'service_role', exp: now() + 60 })).toString(
      'base64url',
    );
    expect(await keys.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await keys.verify(signApiKey('another-secret-0123456789abcdefghij', 'service_role'))).toBeNull();
    expect(await keys.verify('not a token')).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    const token = await keys.sign({ role: 'authenticated', iat: now(), exp: now() + 1 });
    expect(await keys.verify(token)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await keys.verify(token)).toBeNull();
  });

  it('reads the token after Bearer, in any case, and nothing else', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
