// The `statradar`, `statradar/svg` and `statradar/konva` entries together: core, scene and SVG,
// plus the Konva chart.
export * from '../../src/index';
export * from '../../src/svg/index';
export * from '../../src/konva/index';
