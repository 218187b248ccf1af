import { usePageHead } from '../features/head';
import { LoginForm } from '../features/auth/LoginForm';
import { LoginMode } from '../features/auth/loginModes';

/** /account/login (mode "login") and /account/update-password (mode "update"). */
export function LoginPage({ mode }: { mode: 'login' | 'update' }) {
  usePageHead({
    title: mode === 'login' ? 'Sign In | StatRadar' : 'Update Password | StatRadar',
    robots: 'noindex',
  });
  return (
    <div className="page auth-page">
      <LoginForm initialMode={mode === 'login' ? LoginMode.Login : LoginMode.Update} />
    </div>
  );
}
