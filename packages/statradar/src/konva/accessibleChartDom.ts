import type { Chart } from '../model/types';
import { chartSummary, selectionAfterKey, VISUALLY_HIDDEN_STYLE, type ChartSummary } from './chartSummary';

/** The DOM a mounted chart adds around its canvas for keyboard and screen-reader users. */
export interface AccessibleChartDom {
  /** Focusable listbox wrapping the canvas; its options are the data sets. */
  readonly listbox: HTMLDivElement;
  /** Where Konva puts its canvas (hidden from assistive technology: the table says it all). */
  readonly stageHost: HTMLDivElement;
  /** Table of every data set's values and area (inside a visually hidden wrapper). */
  readonly table: HTMLTableElement;
  update(chart: Chart, selected: number): void;
  destroy(): void;
}

let nextId = 0;

/**
 * Builds the accessible structure inside `container`: a focusable listbox (arrow keys, Home and
 * End choose a data set and call `onSelect`) holding the canvas host and one visually hidden
 * option per data set, followed by a visually hidden table captioned with the chart name.
 */
export function createAccessibleChartDom(
  container: HTMLElement,
  onSelect: (index: number) => void,
): AccessibleChartDom {
  const document = container.ownerDocument;
  const idPrefix = `statradar-${++nextId}`;
  const listbox = document.createElement('div');
  listbox.setAttribute('role', 'listbox');
  listbox.tabIndex = 0;
  listbox.style.position = 'relative';
  const stageHost = document.createElement('div');
  stageHost.setAttribute('aria-hidden', 'true');
  listbox.append(stageHost);
  const table = document.createElement('table');
  const tableWrapper = document.createElement('div');
  Object.assign(tableWrapper.style, VISUALLY_HIDDEN_STYLE);
  tableWrapper.append(table);
  container.append(listbox, tableWrapper);

  let options: HTMLDivElement[] = [];
  let selected = 0;
  const onKeyDown = (event: KeyboardEvent): void => {
    const next = selectionAfterKey(event.key, selected, options.length);
    if (next === undefined) return;
    event.preventDefault();
    if (next !== selected) onSelect(next);
  };
  listbox.addEventListener('keydown', onKeyDown);

  function update(chart: Chart, nextSelected: number): void {
    selected = nextSelected;
    const summary = chartSummary(chart);
    listbox.setAttribute('aria-label', `${summary.caption}: data sets`);
    options.forEach((option) => option.remove());
    options = chart.data.map((dataSet, index) => {
      const option = document.createElement('div');
      option.id = `${idPrefix}-option-${index}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', String(index === selected));
      option.textContent = dataSet.name;
      Object.assign(option.style, VISUALLY_HIDDEN_STYLE);
      listbox.append(option);
      return option;
    });
    const active = options[selected];
    if (active) listbox.setAttribute('aria-activedescendant', active.id);
    else listbox.removeAttribute('aria-activedescendant');
    fillTable(table, summary);
  }

  return {
    listbox,
    stageHost,
    table,
    update,
    destroy: () => {
      listbox.removeEventListener('keydown', onKeyDown);
      listbox.remove();
      tableWrapper.remove();
    },
  };
}

function fillTable(table: HTMLTableElement, summary: ChartSummary): void {
  const document = table.ownerDocument;
  const cell = (tag: 'th' | 'td', text: string): HTMLTableCellElement => {
    const element = document.createElement(tag);
    element.textContent = text;
    if (tag === 'th') element.scope = 'col';
    return element;
  };
  const caption = document.createElement('caption');
  caption.textContent = summary.caption;
  const head = document.createElement('thead');
  head.insertRow().append(cell('th', 'Data set'), ...summary.columns.map((column) => cell('th', column)));
  const body = document.createElement('tbody');
  for (const row of summary.rows) {
    const name = cell('th', row.name);
    name.scope = 'row';
    body.insertRow().append(name, ...row.cells.map((text) => cell('td', text)));
  }
  table.replaceChildren(caption, head, body);
}
