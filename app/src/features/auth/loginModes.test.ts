// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { hashErrorDescription, LoginMode, MODE_TEXT } from './loginModes';

describe('login modes', () => {
  it('numbers the modes as the spec does', () => {
    expect(LoginMode).toEqual({ Login: 0, Register: 1, Reset: 2, Update: 3 });
  });

  it('hides the email field only when updating and the password only when resetting', () => {
    expect([0, 1, 2, 3].map((mode) => MODE_TEXT[mode as LoginMode].showEmail)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([0, 1, 2, 3].map((mode) => MODE_TEXT[mode as LoginMode].showPassword)).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('offers "Forgot Password?" in login and register modes only', () => {
    expect([0, 1, 2, 3].map((mode) => MODE_TEXT[mode as LoginMode].showForgotPassword)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads a decoded error_description from the URL hash', () => {
    expect(
      hashErrorDescription(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toBe('Email link is invalid or has expired');
    expect(hashErrorDescription('#access_token=abc&type=recovery')).toBeNull();
    expect(hashErrorDescription('')).toBeNull();
  });
});
