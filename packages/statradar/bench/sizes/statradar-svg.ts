// The `statradar` and `statradar/svg` entries together: everything that draws without a DOM.
export * from '../../src/index';
export * from '../../src/svg/index';
