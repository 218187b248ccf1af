import { HttpError } from '../http/http';
import type { ApiRole } from '../auth/tokens';

/** PostgREST's error body: `{ code, message, details, hint }`; supabase-js reads exactly these. */
export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, message, details, hint });
}

/** A malformed query string (PostgREST's PGRST100). */
export function queryError(message: string, details: string | null = null): HttpError {
  return postgrestError(400, 'PGRST100', message, details);
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** PostgREST's table from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // PostgREST's custom statuses: a function raising SQLSTATE PTxyz answers HTTP xyz.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code) || code === '42P17') return 500;
  return 400;
}

export function errorFromDatabase(error: DatabaseErrorLike, role: ApiRole): HttpError {
  return postgrestError(
    statusForSqlState(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
