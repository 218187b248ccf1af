/**
 * The e2e run's fixed settings, shared by playwright.config.ts and the tests. Each run gets its own
 * ports so parallel runs on one machine never collide.
 */
export const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
export const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54331);
export const backendUrl = `http://127.0.0.1:${backendPort}`;
/** A fixed secret for the throwaway in-memory backend, so the app build can embed a matching anon key. */
export const jwtSecret = 'statradar-e2e-secret-not-for-production-0123456789';
