import type { Chart } from '../model/types';
import { chartName, dataSetName } from '../model/shownNames';
import { chartSummary, VISUALLY_HIDDEN_STYLE, type ChartSummary } from '../interaction/chartSummary';
import { coalescedTask } from '../interaction/coalescedTask';
import type { ScaleOptions } from '../scene/scale';
import { tooltipPosition } from '../interaction/vertexAtPoint';
// The same escaping as the SVG's: markup-safe, and it drops characters no document should hold.
import { escapeXml } from '../svg/sceneToSvg';

/**
 * How stale the hidden table may get: how long after a chart is mounted its table is rendered
 * (exposed to assistive technology), and how long after a change its values are written. Writing
 * a changed cell costs the frame about 0.2 ms (its layout, the table's pre-paint and paint, in a
 * Chromium trace), which would otherwise land in every frame of a slider drag; laying out the
 * whole table costs a first frame 1 ms at 6 x 4 and 3 to 4 ms at 12 x 10. Screen readers read
 * the table on demand, focus on the chart brings it up to date at once, and an editing control
 * announces its own value, so a lag this short is not noticeable, while a drag pays for one table
 * write per 150 ms instead of per frame.
 */
export const TABLE_MAX_STALENESS_MS = 150;

/** The DOM a mounted chart adds around its canvas for keyboard and screen-reader users. */
export interface AccessibleChartDom {
  /** Focusable listbox wrapping the canvas; its options are the data sets. */
  readonly listbox: HTMLDivElement;
  /** Where Konva puts its canvas (hidden from assistive technology: the table says it all). */
  readonly stageHost: HTMLDivElement;
  /** Table of every data set's values and area (inside a visually hidden wrapper). */
  readonly table: HTMLTableElement;
  /** A visually hidden polite live region announcing the tooltip's text (and a legend toggle). */
  readonly status: HTMLDivElement;
  /**
   * Shows the tooltip box (class `statradar-tooltip`, hidden from assistive technology: {@link
   * status} announces it) with `text` next to (x, y) (CSS pixels in the chart box of `width` x
   * `height`), kept inside the box, and announces it; `announce` false shows it silently.
   */
  showTooltip(text: string, x: number, y: number, width: number, height: number, announce?: boolean): void;
  hideTooltip(): void;
  /**
   * Whether (x, y), CSS pixels in the chart box, falls on the shown tooltip box or between it and
   * the point it was shown at.
   */
  tooltipContains(x: number, y: number): boolean;
  /**
   * Brings the listbox (label, options, selection) and the table's caption in step at once, and
   * the table's rows and values within {@link TABLE_MAX_STALENESS_MS}. The options of `hidden`
   * data sets say so ("Beta (hidden)").
   */
  update(chart: Chart, selected: number, hidden?: readonly number[], scale?: ChartScaleRange): void;
  /** Writes the table's latest rows and values and renders it now (also done when the listbox gets focus). */
  flushTable(): void;
  /** Removes the elements and listeners; a table pass still waiting is dropped. */
  destroy(): void;
}

/** The scale range the table's area column is computed on (see chartSummary). */
type ChartScaleRange = Pick<ScaleOptions, 'min' | 'max'> | undefined;

let nextId = 0;

/** Looks of the tooltip box; hosts restyle it through the `statradar-tooltip` class. */
const TOOLTIP_STYLE = {
  position: 'absolute',
  left: '0',
  top: '0',
  display: 'none',
  pointerEvents: 'none',
  // One line unless wider than the chart, which then wraps it, and cut at the chart's height (the
  // status line announces it whole): it always fits inside the chart box.
  maxWidth: '100%',
  maxHeight: '100%',
  overflow: 'hidden',
  boxSizing: 'border-box',
  overflowWrap: 'anywhere',
  padding: '4px 8px',
  borderRadius: '4px',
  background: 'rgba(17, 24, 39, 0.92)',
  color: '#fff',
  font: '12px/1.4 system-ui, sans-serif',
  zIndex: '1',
} as const;

/** CSS text of a style object (camelCase keys). */
function cssText(style: Record<string, string>): string {
  return Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

const HIDDEN_CSS = cssText(VISUALLY_HIDDEN_STYLE);
const TOOLTIP_CSS = cssText(TOOLTIP_STYLE);

function optionsHtml(idPrefix: string, from: number, summary: ChartSummary): string {
  return summary.rows
    .slice(from)
    .map(
      (row, index) =>
        `<div id="${idPrefix}-option-${from + index}" role="option" aria-selected="false">${escapeXml(row.name)}</div>`,
    )
    .join('');
}

/** The table's caption, head and body, filled. */
function tableHtml(summary: ChartSummary): string {
  const columnHeader = (text: string): string =>
    `<th role="columnheader" scope="col">${escapeXml(text)}</th>`;
  const body = summary.rows
    .map(
      (row) =>
        `<tr role="row"><th role="rowheader" scope="row">${escapeXml(row.name)}</th>${row.cells.map((cell) => `<td role="cell">${escapeXml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  return (
    `<caption>${escapeXml(summary.caption)}</caption>` +
    `<thead role="rowgroup"><tr role="row">${['Data set', ...summary.columns].map(columnHeader).join('')}</tr></thead>` +
    `<tbody role="rowgroup">${body}</tbody>`
  );
}

/**
 * Lays the hidden table out as text, not as a table: its parts are blocks (one per row) and its
 * cells inline text. Nobody sees it, and the table layout algorithm sized every column from every
 * cell's text, the largest part of a first frame's layout (about 2.5 ms of 8.5 at 12 x 10 in a
 * Chromium trace). Each row is one unwrapped line in a 1 px box with strict containment, a layout
 * boundary: a changed value lays out its own row, not the table. No cell is contained: containment
 * makes a box a stacking context, and a 200 x 100 chart's 20,000 contained cells made every hit
 * test on the page walk them all (40 ms per pointer move anywhere on it; 2 ms now), and as inline
 * text its 20,000 cells lay out in about half the time of as many boxes (400 against 700 ms). The
 * explicit roles in its markup keep it a table for assistive technology whatever its display
 * (browsers may drop the semantics of a table whose parts are not displayed as table parts).
 */
function displayAsText(table: HTMLTableElement): void {
  table.style.display = 'block';
  for (const part of table.children) (part as HTMLElement).style.display = 'block';
  for (const row of table.rows) {
    row.style.cssText = ROW_CSS;
    for (const cell of row.cells) cell.style.display = 'inline';
  }
}

const ROW_CSS = 'display:block;contain:strict;width:1px;height:1px;white-space:nowrap';

/** The text-bearing cells of a table built by {@link tableHtml} from `summary`. */
function tableCellsOf(table: HTMLTableElement, summary: ChartSummary): TableCells {
  const [head, ...rows] = [...table.rows];
  const cell = (element: HTMLTableCellElement, text: string): TableCell => ({ element, text });
  return {
    columns: summary.columns.map((column, index) => cell(head!.cells[index + 1]!, column)),
    rows: rows.map((row, rowIndex) => {
      const { name, cells } = summary.rows[rowIndex]!;
      return {
        name: cell(row.cells[0]!, name),
        cells: cells.map((text, index) => cell(row.cells[index + 1]!, text)),
      };
    }),
  };
}

/**
 * Builds the accessible structure inside `container` for `chart` with `selected` chosen: a
 * focusable listbox (its keys go to `onKeyDown`) holding the canvas host, the tooltip box (once shown) and one
 * visually hidden option per data set, followed by a polite live region and a visually hidden
 * table of every value, captioned with the chart name. All of it but the table's rows is written
 * at once from one piece of markup (one parse instead of a few hundred element calls); the rows
 * are written, and the table rendered, by the coalesced table pass that every change uses (within
 * {@link TABLE_MAX_STALENESS_MS}, or at once on focus), so their markup and layout stay out of
 * the chart's first frame. Until then the table is not rendered, so assistive technology never
 * sees it without its rows.
 */
export function createAccessibleChartDom(
  container: HTMLElement,
  onKeyDown: (event: KeyboardEvent) => void,
  chart: Chart,
  initialSelected: number,
): AccessibleChartDom {
  const idPrefix = `statradar-${++nextId}`;
  const summary = chartSummary(chart);
  let label = `${summary.caption}: data sets`;
  // Parsed in place (no template document to adopt the nodes from). Styles are set through the
  // CSSOM below, never in the markup: a page whose Content Security Policy forbids inline styles
  // (no 'unsafe-inline' in style-src) drops style attributes, which would show the hidden parts.
  container.insertAdjacentHTML(
    'beforeend',
    `<div role="listbox" tabindex="0" class="statradar-chart" aria-label="${escapeXml(label)}">` +
      `<div aria-hidden="true"></div>` +
      `<div role="none">${optionsHtml(idPrefix, 0, summary)}</div>` +
      `</div><div role="status" aria-live="polite"></div>` +
      `<div><table role="table"><caption>${escapeXml(summary.caption)}</caption></table></div>`,
  );
  const tableWrapper = container.lastElementChild as HTMLDivElement;
  const status = tableWrapper.previousElementSibling as HTMLDivElement;
  const listbox = status.previousElementSibling as HTMLDivElement;
  const stageHost = listbox.children[0] as HTMLDivElement;
  // The options share one visually hidden box (role none: the accessibility tree skips it, so
  // they are the listbox's own options): one hidden style and layout root instead of one each.
  const optionBox = listbox.children[1] as HTMLDivElement;
  const table = tableWrapper.firstElementChild as HTMLTableElement;
  listbox.style.position = stageHost.style.position = 'relative';
  optionBox.style.cssText = status.style.cssText = tableWrapper.style.cssText = HIDDEN_CSS;
  // Rows written and rendered by the first table pass: their markup, styles and layout (a few
  // milliseconds at 12 x 10) stay out of the chart's first frame, as their writes stay out of an
  // edit's frames.
  tableWrapper.style.display = 'none';
  let options = [...optionBox.children] as HTMLDivElement[];
  /** The table's cells, written by the first table pass. */
  let tableCells: TableCells | undefined;

  let selected = -1;
  /** The chart the table's rows wait for (summarised only when they are written). */
  let pendingChart: Chart | undefined = chart;
  /** The scale of the chart the rows wait for (the area column is of the drawn polygon). */
  let pendingScale: ChartScaleRange;
  const tablePass = coalescedTask(() => {
    if (pendingChart) writeTable(pendingChart);
    pendingChart = undefined;
    tableWrapper.style.removeProperty('display');
  }, TABLE_MAX_STALENESS_MS);
  // Mounting is a change like any other: one rule for the table, at most 150 ms behind the chart.
  // The pass used to run in the frame after the first, which put about 1.5 ms (6 x 4) of table
  // work into whatever that frame was for (the page's next animation step, the first drag step,
  // an export), and wrote the rows twice when a change followed within 150 ms (a React parent's
  // second render, a resize). Now a change within 150 ms of mounting joins the first pass.
  tablePass.request();
  const flushTable = (): void => tablePass.flush();

  function writeTable(chart: Chart): void {
    const summary = chartSummary(chart, pendingScale);
    if (tableCells && sameShape(tableCells, summary)) {
      fillTable(tableCells, summary);
    } else {
      table.innerHTML = tableHtml(summary);
      displayAsText(table);
      tableCells = tableCellsOf(table, summary);
    }
  }
  let activeId: string | undefined;
  listbox.addEventListener('keydown', onKeyDown);
  // A keyboard or screen-reader user arriving at the chart finds the table current.
  listbox.addEventListener('focus', flushTable);
  select(initialSelected);

  /** Marks option `nextSelected` as the selected one (and the listbox's active descendant). */
  function select(nextSelected: number): void {
    if (nextSelected !== selected) {
      options[selected]?.setAttribute('aria-selected', 'false');
      options[nextSelected]?.setAttribute('aria-selected', 'true');
      selected = nextSelected;
    }
    const nextActiveId = options[selected]?.id;
    if (nextActiveId !== activeId) {
      if (nextActiveId) listbox.setAttribute('aria-activedescendant', nextActiveId);
      else listbox.removeAttribute('aria-activedescendant');
      activeId = nextActiveId;
    }
  }

  /**
   * Brings the DOM in step with the chart. It runs on every change (each frame of a slider drag),
   * so it touches only what differs: options are added or removed only when the number of data
   * sets changes, otherwise only the text of changed cells and the changed attributes are
   * written, and nothing that needs style or layout is read (no forced reflow). The table's rows
   * wait for the coalesced pass, so a burst of changes writes them once.
   */
  function update(
    chart: Chart,
    nextSelected: number,
    hidden: readonly number[] = [],
    scale?: ChartScaleRange,
  ): void {
    // Only the caption and names now (every frame of a drag); the table's cells in the pass.
    const captionText = chartName(chart);
    const nextLabel = `${captionText}: data sets`;
    if (nextLabel !== label) listbox.setAttribute('aria-label', (label = nextLabel));
    const rows = chart.data;
    if (options.length !== rows.length) {
      options.slice(rows.length).forEach((option) => option.remove());
      options = options.slice(0, rows.length);
      if (options.length < rows.length) {
        optionBox.insertAdjacentHTML('beforeend', optionsHtml(idPrefix, options.length, chartSummary(chart)));
        options = [...optionBox.children] as HTMLDivElement[];
      }
      // A removed option may have been the selected one: mark the selection afresh.
      options.forEach((option) => option.setAttribute('aria-selected', 'false'));
      selected = -1;
    }
    const hiddenSet = new Set(hidden);
    rows.forEach((_, index) => {
      const name = dataSetName(chart, index);
      setText(options[index]!, hiddenSet.has(index) ? `${name} (hidden)` : name);
    });
    select(nextSelected);
    setText(table.caption!, captionText);
    pendingChart = chart;
    pendingScale = scale;
    tablePass.request();
  }

  /**
   * The tooltip box, made when first shown (after the stage host, under the options): most charts
   * are never hovered, and its many styles cost every first render their parsing and styling.
   */
  let tooltip: HTMLDivElement | undefined;
  let tooltipText = '';
  /** Left, top, right and bottom of the shown tooltip and its vertex. */
  let tooltipBox: number[] | undefined;
  function showTooltip(text: string, x: number, y: number, width: number, height: number, announce = true) {
    if (!tooltip) {
      tooltip = container.ownerDocument.createElement('div');
      tooltip.className = 'statradar-tooltip';
      tooltip.setAttribute('aria-hidden', 'true');
      tooltip.style.cssText = TOOLTIP_CSS;
      stageHost.after(tooltip);
    }
    if (text !== tooltipText) tooltip.textContent = tooltipText = text;
    tooltip.style.display = 'block';
    // Measured only while shown (a pointer moving onto a vertex), never during updates.
    const position = tooltipPosition(
      { x, y },
      { width: tooltip.offsetWidth, height: tooltip.offsetHeight },
      { width, height },
    );
    tooltip.style.transform = `translate(${Math.round(position.left)}px, ${Math.round(position.top)}px)`;
    // The box and the gap between it and its vertex: a pointer on its way to the box stays in it.
    tooltipBox = [
      Math.min(position.left, x),
      Math.min(position.top, y),
      Math.max(position.left + tooltip.offsetWidth, x),
      Math.max(position.top + tooltip.offsetHeight, y),
    ];
    if (announce && status.textContent !== text) status.textContent = text;
  }
  function hideTooltip(): void {
    if (tooltip) tooltip.style.display = 'none';
    tooltipBox = undefined;
  }
  function tooltipContains(x: number, y: number): boolean {
    // Every comparison with a missing box (no tooltip shown) is false.
    const [left, top, right, bottom] = tooltipBox ?? [];
    return x >= left! && x <= right! && y >= top! && y <= bottom!;
  }

  return {
    listbox,
    stageHost,
    table,
    status,
    showTooltip,
    hideTooltip,
    tooltipContains,
    update,
    flushTable,
    destroy: () => {
      tablePass.cancel();
      listbox.removeEventListener('keydown', onKeyDown);
      listbox.removeEventListener('focus', flushTable);
      listbox.remove();
      status.remove();
      tableWrapper.remove();
    },
  };
}

/** A table cell and the text last written to it (compared without reading the DOM). */
interface TableCell {
  element: HTMLTableCellElement;
  text: string;
}

/** The table's text-bearing cells, kept so updates write only what changed. */
interface TableCells {
  columns: TableCell[];
  rows: { name: TableCell; cells: TableCell[] }[];
}

function sameShape(cells: TableCells, summary: ChartSummary): boolean {
  return cells.columns.length === summary.columns.length && cells.rows.length === summary.rows.length;
}

/** Writes text only when it differs, so unchanged elements cost no DOM mutation. */
function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) writeText(element, text);
}

function setCellText(cell: TableCell, text: string): void {
  if (cell.text !== text) writeText(cell.element, (cell.text = text));
}

/**
 * Writes an element's text into its one text node when it has one: textContent replaces the node,
 * which costs a style recalculation and a new layout object for the new node (in a Chromium trace,
 * about a quarter of a table write's frame cost); changing the node's data costs neither.
 */
function writeText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (text && node instanceof Text && !node.nextSibling) node.data = text;
  else element.textContent = text;
}

function fillTable(cells: TableCells, summary: ChartSummary): void {
  summary.columns.forEach((column, index) => setCellText(cells.columns[index]!, column));
  summary.rows.forEach((row, rowIndex) => {
    const rowCells = cells.rows[rowIndex]!;
    setCellText(rowCells.name, row.name);
    row.cells.forEach((text, index) => setCellText(rowCells.cells[index]!, text));
  });
}
