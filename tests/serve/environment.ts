/** Ports of the `pnpm serve` smoke run: the server under test and a page of "another site". */
export const servePort = Number(process.env.E2E_SERVE_PORT ?? 4180);
/** One "other site" per Playwright worker (TEST_PARALLEL_INDEX), as the files' tests run side by side. */
export const hostPagePort =
  Number(process.env.E2E_HOST_PAGE_PORT ?? servePort + 1) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
