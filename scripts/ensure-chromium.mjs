// Finds Debian's Chromium for Playwright, installing it with apt-get when missing.
// Playwright's own browser download cannot reach its servers here, so we never use it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

function install() {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log("Chromium not found: installing Debian's chromium package with apt-get...");
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let path = findChromium();
  if (!path) {
    if (!existsSync('/usr/bin/apt-get')) {
      console.error('No Chromium found. Install Chromium and set CHROMIUM_PATH to its binary.');
      process.exit(1);
    }
    install();
    path = findChromium();
  }
  if (!path) {
    console.error('Chromium is still missing after apt-get install.');
    process.exit(1);
  }
  console.log(`Using ${execSync(`${path} --version`).toString().trim()} at ${path}`);
}
