/** Width and height of the square drawing area every scene uses, in view-box units. */
export const VIEW_BOX_SIZE = 400;

/** x and y of the chart centre in the view box (200: the centre is at 200, 200), in view-box units. */
export const CENTER = VIEW_BOX_SIZE / 2;

/**
 * Radius of the value-100 circle in view-box units when labels leave room for it (the label layout
 * may shrink it).
 */
export const RADIUS = 150;

/** Number of grid rings, evenly spaced from the centre to the outer radius. */
export const RING_COUNT = 5;
