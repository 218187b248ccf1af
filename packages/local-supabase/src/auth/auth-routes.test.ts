import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import ws from 'ws';

import { backend, backendFetch, newClient, signedInUser, uniqueEmail } from '../test-support/backend';

describe('auth with the real supabase-js', () => {
  it('signs up with an immediate session whose access token is a JWT expiring in an hour', async () => {
    const client = newClient();
    const email = uniqueEmail();
    const { data, error } = await client.auth.signUp({ email, password: 'secret-123' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.session?.expires_in).toBe(3600);
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims.sub).toBe(data.user?.id);
    expect(claims.role).toBe('authenticated');
    expect(claims.exp).toBe(data.session?.expires_at);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('refuses a second sign-up with the same email, whatever its case', async () => {
    const { email } = await signedInUser();
    const { data, error } = await newClient().auth.signUp({
      email: email.toUpperCase(),
      password: 'another-1',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('refuses passwords shorter than 6 characters as weak', async () => {
    const { error } = await newClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('refuses a wrong password and an unknown email with the same invalid_credentials error', async () => {
    const { email } = await signedInUser();
    const wrongPassword = await newClient().auth.signInWithPassword({ email, password: 'not the password' });
    const unknownEmail = await newClient().auth.signInWithPassword({
      email: uniqueEmail(),
      password: 'whatever-1',
    });
    for (const { error, data } of [wrongPassword, unknownEmail]) {
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('signs in with the right password and reads the user back', async () => {
    const { email, password, userId } = await signedInUser();
    const client = newClient();
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user?.id).toBe(userId);
    expect(data.user?.email).toBe(email);
  });

  it('rotates refresh tokens, and lets two refreshes racing with one token both succeed (GoTrue’s reuse interval)', async () => {
    const { client } = await signedInUser();
    const { data: before } = await client.auth.getSession();
    const firstRefreshToken = before.session?.refresh_token ?? '';
    const { data: refreshed, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const secondRefreshToken = refreshed.session?.refresh_token ?? '';
    expect(secondRefreshToken).not.toBe(firstRefreshToken);
    // Two tabs, or a retry after a lost answer: within 10 s a used token still refreshes, and the
    // session stays (it used to end, signing the user out everywhere).
    const racing = await Promise.all(
      [1, 2].map(() =>
        backendFetch('/auth/v1/token?grant_type=refresh_token', {
          method: 'POST',
          body: JSON.stringify({ refresh_token: secondRefreshToken }),
        }),
      ),
    );
    expect(racing.map((response) => response.status)).toEqual([200, 200]);
    const sessions = (await Promise.all(racing.map((response) => response.json()))) as {
      access_token: string;
      refresh_token: string;
    }[];
    for (const session of sessions) {
      const user = await backendFetch('/auth/v1/user', { token: session.access_token });
      expect(user.status).toBe(200);
    }
    // Both got the same replacement, as from GoTrue: a retry forks no second line of tokens.
    expect(sessions[0]!.refresh_token).toBe(sessions[1]!.refresh_token);
    const again = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (
            (await (
              await backendFetch('/auth/v1/token?grant_type=refresh_token', {
                method: 'POST',
                body: JSON.stringify({ refresh_token: secondRefreshToken }),
              })
            ).json()) as { refresh_token: string }
          ).refresh_token,
      ),
    );
    expect(new Set([...again, sessions[0]!.refresh_token]).size).toBe(1);
    // Theft (a use after the interval) ends the session: see security-hardening.test.ts.
  });

  it('changes the password: the old one stops working and the new one signs in', async () => {
    const { client, email, password } = await signedInUser();
    const { error } = await client.auth.updateUser({ password: 'a brand new password' });
    expect(error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await newClient().auth.signInWithPassword({ email, password: 'a brand new password' })).error,
    ).toBeNull();
  });

  it('signs out globally: the old access token can no longer read the user', async () => {
    const { client, accessToken } = await signedInUser();
    expect((await client.auth.signOut()).error).toBeNull();
    const response = await backendFetch('/auth/v1/user', { token: accessToken });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('mails a reset link to the local mailbox whose verify step redirects with a recovery session', async () => {
    const { email } = await signedInUser();
    const redirectTo = 'http://localhost:5173/account/update-password';
    const { error } = await newClient().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();

    const mails = (await (await fetch(`${backend().url}/mailbox/${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      links: string[];
    }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset Your Password');
    const link = mails[0]?.links[0] ?? '';
    const verify = await fetch(link, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = new URL(verify.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');

    // The recovery session may set a new password, as the app's update form does.
    const recovering = newClient();
    const { error: sessionError } = await recovering.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'recovered password' })).error).toBeNull();
    expect(
      (await newClient().auth.signInWithPassword({ email, password: 'recovered password' })).error,
    ).toBeNull();

    // A link works once: the second visit lands on the error fragment the app shows.
    const again = await fetch(link, { redirect: 'manual' });
    const errorFragment = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(errorFragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('answers a reset for an unknown email like any other and mails nothing', async () => {
    const email = uniqueEmail();
    expect((await newClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const mails = await (await fetch(`${backend().url}/mailbox/${encodeURIComponent(email)}`)).json();
    expect(mails).toEqual([]);
  });

  it('does not send recovery tokens to a foreign site: the redirect falls back to the site URL', async () => {
    const { email } = await signedInUser();
    await newClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const [mail] = (await (await fetch(`${backend().url}/mailbox/${encodeURIComponent(email)}`)).json()) as {
      links: string[];
    }[];
    const verify = await fetch(mail?.links[0] ?? '', { redirect: 'manual' });
    expect(new URL(verify.headers.get('location') ?? '').origin).toBe('http://localhost:5173');
  });

  it('answers the health check without an API key and refuses other calls without one', async () => {
    const health = await fetch(`${backend().url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const noKey = await fetch(`${backend().url}/auth/v1/user`);
    expect(noKey.status).toBe(401);
  });

  it('refuses the PKCE grant with a clear 400 rather than hanging', async () => {
    const response = await backendFetch('/auth/v1/token?grant_type=pkce', { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'unsupported_grant_type' });
  });

  it('refuses a PKCE reset request at once rather than mailing a link the PKCE client cannot finish', async () => {
    const { email } = await signedInUser();
    const pkce = createClient(backend().url, backend().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, flowType: 'pkce' },
      realtime: { transport: ws as never },
    });
    const { error } = await pkce.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/x' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toContain('PKCE');
    const mails = (await (await fetch(`${backend().url}/mailbox/${encodeURIComponent(email)}`)).json()) as [];
    expect(mails).toEqual([]);
    // The implicit flow, the app's, still gets its mail.
    expect((await newClient().auth.resetPasswordForEmail(email)).error).toBeNull();
  });

  it('refuses U+0000 in any text it is sent as the client’s error (PostgreSQL cannot store it)', async () => {
    const client = newClient();
    const signUp = await client.auth.signUp({ email: `a\u0000${uniqueEmail()}`, password: 'secret-123' });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('validation_failed');
    const metadata = await client.auth.signUp({
      email: uniqueEmail(),
      password: 'secret-123',
      options: { data: { nickname: 'x\u0000y' } },
    });
    expect(metadata.error?.status).toBe(400);
    const signIn = await client.auth.signInWithPassword({ email: 'a\u0000b@example.com', password: 'x' });
    expect(signIn.error?.status).toBe(400);
    const recover = await client.auth.resetPasswordForEmail('a\u0000b@example.com');
    expect(recover.error?.status).toBe(400);
    // Found however deep it sits (the body reader allows 64 levels).
    const nested = await backendFetch('/auth/v1/signup', {
      method: 'POST',
      body: `{"email":"${uniqueEmail()}","password":"secret-123","data":{"a":${'['.repeat(60)}"\\u0000"${']'.repeat(60)}}}`,
    });
    expect(nested.status).toBe(400);
    expect(await nested.json()).toMatchObject({ error_code: 'validation_failed' });
  });
});
