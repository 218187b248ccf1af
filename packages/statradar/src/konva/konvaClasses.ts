/**
 * Konva's core only (Stage, Layer, Group, Shape), not the `konva` entry, which pulls in every
 * shape and filter: every scene shape is a plain Konva.Shape drawn by the one painter.
 */
import Konva from 'konva/lib/Core';

export { Konva };
