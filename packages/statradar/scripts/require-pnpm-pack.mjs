/**
 * `prepack`: refuses to pack or publish with anything but pnpm. The published exports map is
 * `publishConfig.exports`, which pnpm applies and npm and yarn ignore: their tarball would keep
 * the workspace's `statradar-source` conditions, naming `./src` files the tarball does not hold.
 */
const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  console.error(
    `statradar: pack and publish this package with pnpm (\`pnpm pack\`, \`pnpm publish\`), not ${agent.split(' ')[0] || 'this tool'}: ` +
      'only pnpm applies publishConfig.exports, the exports map the published package needs.',
  );
  process.exit(1);
}
