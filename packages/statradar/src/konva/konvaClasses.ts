/**
 * The only Konva classes the renderers use, imported from Konva's core and single shape modules
 * (not the `konva` entry, which pulls in every shape and filter) to keep bundles small.
 * Importing a shape module also registers it by class name, which react-konva relies on.
 */
import Konva from 'konva/lib/Core';
import { Circle } from 'konva/lib/shapes/Circle';
import { Line } from 'konva/lib/shapes/Line';

export { Circle, Konva, Line };
