/**
 * `prepack`: refuses to pack or publish with anything but pnpm. The published exports map is
 * `publishConfig.exports`, which pnpm applies and npm and yarn ignore: their tarball would keep
 * the workspace's `statradar-source` conditions, naming `./src` files the tarball does not hold.
 * The running tool is told by the file name of `npm_execpath` (its own executable; npm's may sit
 * under a pnpm-managed Node, and npm takes an inherited `npm_config_user_agent` for its own).
 */
import path from 'node:path';

const REFUSAL = 'statradar: pack and publish this package with pnpm';

const tool = path.basename(process.env.npm_execpath ?? '');
if (!/^pnpm(\.c?js)?$/.test(tool)) {
  console.error(
    `${REFUSAL} (\`pnpm pack\`, \`pnpm publish\`), not ${tool || 'this tool'}: ` +
      'only pnpm applies publishConfig.exports, the exports map the published package needs.',
  );
  process.exit(1);
}
