// The whole `statradar` entry: every export of the pure core.
export * from '../../src/index';
