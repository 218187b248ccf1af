import { createSecretKey } from 'node:crypto';

import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

/** Access tokens live an hour, as on hosted Supabase; supabase-js refreshes them before `exp`. */
export const accessTokenLifetimeSeconds = 3600;

/** The roles a request may run as; anything else in a token is refused. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface TokenClaims extends JWTPayload {
  role?: string;
  session_id?: string;
  email?: string;
}

export interface TokenKeys {
  /** Signs claims as they are (the caller sets `iat` and `exp`). */
  sign(claims: Record<string, unknown>): Promise<string>;
  /** The claims of a valid HS256 token signed with our secret, or null. */
  verify(token: string): Promise<TokenClaims | null>;
  /** Whether `token` is one of ours, correctly signed, whose only fault is that its `exp` has passed. */
  isExpired(token: string): Promise<boolean>;
}

// Verified tokens are remembered (until their `exp`) because every request checks one or two.
const verifiedTokenCacheSize = 1000;

export function createTokenKeys(secret: string): TokenKeys {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verified = new Map<string, TokenClaims>();
  return {
    async sign(claims) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      const nowSeconds = Date.now() / 1000;
      if (known) {
        if (known.exp === undefined || known.exp > nowSeconds) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify<TokenClaims>(token, key, { algorithms: ['HS256'] });
        if (verified.size >= verifiedTokenCacheSize) verified.clear();
        verified.set(token, payload);
        return payload;
      } catch {
        return null;
      }
    },
    async isExpired(token) {
      try {
        // jose checks the signature before the claims, so ERR_JWT_EXPIRED means a genuine token.
        await jwtVerify(token, key, { algorithms: ['HS256'] });
        return false;
      } catch (error) {
        return (error as { code?: unknown }).code === 'ERR_JWT_EXPIRED';
      }
    },
  };
}

export function isApiRole(role: unknown): role is ApiRole {
  return role === 'anon' || role === 'authenticated' || role === 'service_role';
}

/** The token after `Bearer `, if any. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
