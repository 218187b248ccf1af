/** The login form's modes, numbered as the spec numbers them. */
export const LoginMode = { Login: 0, Register: 1, Reset: 2, Update: 3 } as const;
export type LoginMode = (typeof LoginMode)[keyof typeof LoginMode];

export const LOGIN_INTRO = 'Sign into your free StatRadar account to backup charts, share, and more!';
export const RESET_INTRO =
  'Reset your password. If you have an account, you will receive an email with instructions to reset.';
export const UPDATE_INTRO = 'Update your password.';
export const RESET_SUCCESS = 'Check email for password reset link';

interface ModeText {
  title: string;
  intro: string;
  submit: string;
  showEmail: boolean;
  showPassword: boolean;
  showForgotPassword: boolean;
}

/** What each mode shows: the email field is hidden when updating, the password when resetting. */
export const MODE_TEXT: Record<LoginMode, ModeText> = {
  [LoginMode.Login]: {
    title: 'Sign In',
    intro: LOGIN_INTRO,
    submit: 'Sign In',
    showEmail: true,
    showPassword: true,
    showForgotPassword: true,
  },
  [LoginMode.Register]: {
    title: 'Create Account',
    intro: LOGIN_INTRO,
    submit: 'Create Account',
    showEmail: true,
    showPassword: true,
    showForgotPassword: true,
  },
  [LoginMode.Reset]: {
    title: 'Reset Password',
    intro: RESET_INTRO,
    submit: 'Send Reset Link',
    showEmail: true,
    showPassword: false,
    showForgotPassword: false,
  },
  [LoginMode.Update]: {
    title: 'Update Password',
    intro: UPDATE_INTRO,
    submit: 'Update Password',
    showEmail: false,
    showPassword: true,
    showForgotPassword: false,
  },
};

/** The auth error a redirect put in the URL hash (`#error=…&error_description=…`), if any. */
export function hashErrorDescription(hash: string): string | null {
  const description = new URLSearchParams(hash.replace(/^#/, '')).get('error_description');
  return description ? description : null;
}
