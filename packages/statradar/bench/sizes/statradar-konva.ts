// The whole `statradar` and `statradar/konva` entries together: core plus the Konva renderer.
export * from '../../src/index';
export * from '../../src/konva/index';
