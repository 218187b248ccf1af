import { VIEW_BOX_SIZE } from '../geometry/constants';
import type { Box } from '../geometry/labelLayout';
import { textWidth } from '../geometry/textWidth';
import { sceneText } from './sceneText';
import type { SceneText } from './types';

const WATERMARK_FONT_SIZE = 10;
const WATERMARK_MIN_FONT_SIZE = 6;
const WATERMARK_MARGIN = 4;
/**
 * The bottom-right corner kept free of labels whether or not a watermark is drawn, so that the
 * chart on screen and its export (which adds the watermark) have exactly the same layout.
 */
export const WATERMARK_BOX: Box = { x: 288, y: 383, width: 112, height: 17 };

/** The watermark text: right-aligned in its corner, shrunk if needed to stay inside it. */
export function watermarkText(text: string, fill: string, fontFamily: string): SceneText {
  const fitSize =
    (WATERMARK_FONT_SIZE * (WATERMARK_BOX.width - WATERMARK_MARGIN)) / textWidth(text, WATERMARK_FONT_SIZE);
  const fontSize = Math.max(WATERMARK_MIN_FONT_SIZE, Math.min(WATERMARK_FONT_SIZE, fitSize));
  const corner = VIEW_BOX_SIZE - WATERMARK_MARGIN;
  return sceneText('watermark', corner, corner, [text], fontSize, fontFamily, fill, 0.6, 'right', 'bottom');
}
