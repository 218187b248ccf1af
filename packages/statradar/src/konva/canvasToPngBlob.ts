/** Encodes a canvas as a PNG Blob (the promise form of `canvas.toBlob`). */
export function canvasToPngBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG export produced no image.'))),
      'image/png',
    ),
  );
}
