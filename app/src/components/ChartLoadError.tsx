/** Title and heading of a chart link whose chart could not be loaded (not the same as not found). */
export const CHART_LOAD_FAILED_HEADING = 'Chart could not be loaded';

/**
 * What a chart link shows when loading its chart failed (the cloud unreachable, too slow, or
 * answering with an error page): the reason in words and a way to try again. "Chart not found"
 * would tell the visitor the chart is gone, when it may be there a moment later.
 */
export function ChartLoadError({ message }: { message: string }) {
  return (
    <>
      <p className="error-text" role="alert">
        The chart could not be loaded: {message}
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </>
  );
}
