// Konva's core and the three shapes a hand-drawn radar uses (what the plain Konva page draws with).
import Konva from 'konva/lib/Core';
import { Circle } from 'konva/lib/shapes/Circle';
import { Line } from 'konva/lib/shapes/Line';
import { Text } from 'konva/lib/shapes/Text';

export { Circle, Konva, Line, Text };
