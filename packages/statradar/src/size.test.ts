import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The `statradar` core entry's budget, min + gzip: 8 KB (issues 2 and 9). Issue 10's legend, title,
 * caption, scale and wedge label layout had taken the entry to 13,445 B while it also held the
 * scene and the SVG serializer; those moved to `statradar/svg`, and the core (model, validation,
 * colour, geometry) measured 5,654 B. scripts/check-size.mjs holds every entry to a tighter limit
 * of its own. Node's zlib at level 9 comes out about 35 B larger than GNU `gzip -9` on the same
 * bundle, so holding zlib's figure to the budget is the stricter check.
 */
const BUDGET_BYTES = 8_192;

async function coreEntryBytes(): Promise<number> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

describe('the statradar core entry', () => {
  it('stays within its 8 KB budget, min + gzip', async () => {
    const bytes = await coreEntryBytes();
    expect(bytes, `core entry is ${bytes} B min+gzip (budget ${BUDGET_BYTES} B)`).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
  });
});
