/**
 * `prepack`: refuses to pack or publish with anything but pnpm. The published exports map is
 * `publishConfig.exports`, which pnpm applies and npm and yarn ignore: their tarball would keep
 * the workspace's `statradar-source` conditions, naming `./src` files the tarball does not hold.
 * The running tool is told by `npm_execpath` (its own executable); the user agent alone is not
 * enough, as npm takes an inherited `npm_config_user_agent` for its own.
 */
const execPath = process.env.npm_execpath ?? '';
const agent = process.env.npm_config_user_agent ?? '';
if (!/pnpm/i.test(execPath) || !agent.startsWith('pnpm/')) {
  const tool = /pnpm/i.test(execPath) ? agent.split(' ')[0] : execPath.split(/[\\/]/).pop() || 'this tool';
  console.error(
    `statradar: pack and publish this package with pnpm (\`pnpm pack\`, \`pnpm publish\`), not ${tool}: ` +
      'only pnpm applies publishConfig.exports, the exports map the published package needs.',
  );
  process.exit(1);
}
