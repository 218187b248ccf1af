// `pnpm bench`: every package's benchmark, one after another (never in parallel: they measure time).
// Benchmarks are measurements, not tests; compare the ratios printed within one run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
let failed = false;
for (const folder of ['packages/statradar', 'app', 'packages/local-supabase']) {
  const manifestPath = join(root, folder, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!manifest.scripts?.bench || (only.length && !only.includes(manifest.name))) continue;
  console.log(`\n=== ${manifest.name}: pnpm bench ===`);
  const child = spawnSync('pnpm', ['run', 'bench'], { cwd: join(root, folder), stdio: 'inherit' });
  failed ||= child.status !== 0;
}
process.exit(failed ? 1 : 0);
