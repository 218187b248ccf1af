import { createHmac } from 'node:crypto';

/**
 * Signs a long-lived API key (the `apikey` header) for a role, as Supabase issues them:
 * an HS256 JWT with `role` and `iss`. Deterministic for a given secret, so a dev server and
 * an app build made from the same secret always agree.
 */
export function signApiKey(secret: string, role: 'anon' | 'service_role'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({ iss: 'supabase-demo', role, iat: 1_700_000_000, exp: 4_102_444_800 });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
