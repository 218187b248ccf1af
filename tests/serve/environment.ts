/** Ports of the `pnpm serve` smoke run: the server under test and a page of "another site". */
export const servePort = Number(process.env.E2E_SERVE_PORT ?? 4180);
export const hostPagePort = Number(process.env.E2E_HOST_PAGE_PORT ?? servePort + 1);
