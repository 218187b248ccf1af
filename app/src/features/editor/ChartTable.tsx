import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import {
  canRemoveAttribute,
  canRemoveDataSet,
  MAX_DATA_SETS,
  MAX_LABELS,
  MAX_NAME_LENGTH,
  removeAttribute,
  renameLabel,
  setValue,
  updateDataSet,
  VALUE_MAX,
  VALUE_MIN,
  isBlankText,
  dataSetName,
  attributeName,
} from 'statradar';
import { pasteTableBlock, tableNumber } from 'statradar/data';
import type { Chart, DataSet } from 'statradar';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { COUNTER_FROM, PASTE_CUT_MESSAGE_MS, pasteCutMessage } from '../../components/EditableText';
import { showToast } from '../../components/toasts';
import { chartStore } from '../../store';
import {
  checkedBlock,
  emptyValueCells,
  pasteAdjustments,
  readPastedBlock,
  tableCellsFromHtml,
} from './data/pasteBlock';
import { MIN_ATTRIBUTES_REASON, MIN_DATA_SETS_REASON } from './removalLimits';

/** A cell position in the table: row 0 = attribute names, column 0 = data-set names. */
interface CellPosition {
  row: number;
  column: number;
}

function cellSelector({ row, column }: CellPosition): string {
  return `input[data-row="${row}"][data-column="${column}"]`;
}

interface CellProps {
  position: CellPosition;
  value: string;
  label: string;
  numeric: boolean;
  onCommit(position: CellPosition, text: string): string | null;
  onMove(position: CellPosition, from: HTMLInputElement): void;
  /** Undoes or redoes the chart's last edit from this cell (nothing typed in it). */
  onHistory(direction: 'undo' | 'redo', position: CellPosition, from: HTMLInputElement): void;
  /** Pastes a block of cells (text, or cells read from HTML); the reason when nothing was pasted. */
  onPasteBlock(position: CellPosition, block: string | string[][]): string | null;
  onFocusCell(position: CellPosition): void;
}

/**
 * Whether the last key in a cell was Tab (or Shift+Tab): a cell Tab lands on from another cell is
 * passed through, not chosen. The table's Delete row and Delete column act on the chosen cell's
 * row and column, and Shift+Tab from a cell back to those buttons crossed every cell before it: a
 * keyboard user on Player 3 arrived at "Delete row Player 1".
 */
let leftByTab = false;

/** Whether `element` is a cell of a chart table. */
function isTableCell(element: EventTarget | null): boolean {
  return element instanceof HTMLElement && element.classList.contains('editor-table-input');
}

/**
 * One editable cell. Typing replaces the text (F2, a double click or a click in the focused cell edits it
 * instead); Enter, arrows (any after typing over the cell, at the text's edge while editing it) and
 * leaving the cell (Tab included) commit it as one undo step; Escape restores the stored value.
 */
function Cell({
  position,
  value,
  label,
  numeric,
  onCommit,
  onMove,
  onHistory,
  onPasteBlock,
  onFocusCell,
}: CellProps) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const counterId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const selectAfterRender = useRef(false);
  /** Focused by Tab from another cell, and not yet typed in or clicked (see leftByTab). */
  const passedThrough = useRef(false);
  // As in a spreadsheet: typing over a cell ("enter" mode) lets every arrow commit and move, while
  // F2, a double click or a click in the focused cell edits its text, where the arrows move the caret.
  const editingText = useRef(false);
  useLayoutEffect(() => {
    if (!selectAfterRender.current) return;
    selectAfterRender.current = false;
    if (document.activeElement === inputRef.current) inputRef.current?.select();
  });
  const shownText = text ?? value;
  // A name cell counts its characters near the limit, as every other text field does.
  const showCounter = !numeric && shownText.length >= Math.floor(MAX_NAME_LENGTH * COUNTER_FROM);

  function commit() {
    editingText.current = false;
    if (text === null) return;
    setError(onCommit(position, text));
    setText(null);
  }

  // A reload or a closed tab leaves the cell without a blur: what was typed is committed then too, as
  // leaving the cell commits it (it was lost; the editor's text boxes keep a draft for the same case).
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  const typing = text !== null;
  useEffect(() => {
    if (!typing) return;
    const onPageHide = () => latestCommit.current();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [typing]);

  function move(event: KeyboardEvent<HTMLInputElement>, row: number, column: number) {
    event.preventDefault();
    const input = event.currentTarget;
    // Only a commit renders the cell again (with the stored text): a flag left without it would
    // select the next keystroke's text.
    const rendersAgain = text !== null;
    commit();
    onMove({ row: position.row + row, column: position.column + column }, input);
    // Staying in the cell (Enter on the last row, an arrow at the table's edge) selects its text
    // again, as moving to a cell does: typing on replaces the value, as in a spreadsheet, instead of
    // adding to it ("44", Enter, "55" made 4455). Again after the commit's render sets the text.
    if (document.activeElement === input) {
      input.select();
      selectAfterRender.current = rendersAgain;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // While an input method composes, Enter, Escape and the arrows choose its candidates: they neither
    // commit the cell nor move (Enter committed the raw kana, "にほ" for 日本, and left the cell).
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const allSelected = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    // As in a spreadsheet, Ctrl/Cmd+Z in a cell with nothing typed undoes the chart's last edit (a
    // block paste, say); while typing, the field's own text undo is left alone.
    const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey ? event.key.toLowerCase() : '';
    if (text === null && (shortcut === 'z' || (shortcut === 'y' && !event.shiftKey))) {
      event.preventDefault();
      onHistory(shortcut === 'y' || event.shiftKey ? 'redo' : 'undo', position, input);
      return;
    }
    leftByTab = event.key === 'Tab';
    switch (event.key) {
      // As in a spreadsheet, F2 edits the cell's text (the caret at its end) instead of replacing it;
      // the arrows then move the caret until it reaches the text's edge.
      case 'F2':
        event.preventDefault();
        editingText.current = true;
        input.setSelectionRange(input.value.length, input.value.length);
        break;
      case 'Escape':
        editingText.current = false;
        if (text !== null) {
          event.preventDefault();
          setText(null);
          setError(null);
          // Back to moving between cells, as in a spreadsheet: the restored text is selected as soon
          // as it renders, before the next key (a timer let a quick arrow key, which the browser
          // handles before timers, move the caret instead of the cell).
          selectAfterRender.current = true;
        }
        break;
      case 'Enter':
        move(event, event.shiftKey ? -1 : 1, 0);
        break;
      // Tab is the browser's: the cells are in reading order, so it moves along a row, on to the
      // next row's first cell, and out of the table at its end (it used to stop at a row's ends,
      // trapping the keyboard in the table). Leaving the cell commits it.
      case 'ArrowUp':
        move(event, -1, 0);
        break;
      case 'ArrowDown':
        move(event, 1, 0);
        break;
      case 'ArrowLeft':
        if (atStart || allSelected || (text !== null && !editingText.current)) move(event, 0, -1);
        break;
      case 'ArrowRight':
        if (atEnd || allSelected || (text !== null && !editingText.current)) move(event, 0, 1);
        break;
    }
  }

  /** Makes a cell Tab passed through the chosen one, once it is typed in, clicked or pasted into. */
  function choose(): void {
    if (!passedThrough.current) return;
    passedThrough.current = false;
    onFocusCell(position);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    choose();
    const pasted = event.clipboardData.getData('text/plain');
    // Some sources copy a table as HTML only (no plain text): its cells paste as a block too.
    const htmlCells = pasted === '' ? tableCellsFromHtml(event.clipboardData.getData('text/html')) : null;
    if (!htmlCells && !/[\t\n\r]/.test(pasted.trim())) {
      // A name the cell's limit cuts says so, as every other text field does (it was cut silently).
      const field = event.currentTarget;
      const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
      if (!numeric && field.value.length - selected + pasted.length > MAX_NAME_LENGTH) {
        const name = position.row === 0 ? 'attribute name' : 'data set name';
        showToast('text-paste-cut', pasteCutMessage(name, MAX_NAME_LENGTH), PASTE_CUT_MESSAGE_MS);
      }
      return;
    }
    event.preventDefault();
    setText(null);
    setError(onPasteBlock(position, htmlCells ?? pasted));
  }

  return (
    <>
      <input
        ref={inputRef}
        type="text"
        className={`editor-table-input${numeric ? ' editor-table-number' : ''}`}
        inputMode={numeric ? 'decimal' : undefined}
        data-row={position.row}
        data-column={position.column}
        value={shownText}
        maxLength={numeric ? 32 : MAX_NAME_LENGTH}
        aria-label={label}
        aria-describedby={showCounter ? counterId : undefined}
        aria-invalid={error !== null}
        title={error ?? undefined}
        onChange={(event) => {
          choose();
          setText(event.target.value);
        }}
        onFocus={(event) => {
          passedThrough.current = leftByTab && isTableCell(event.relatedTarget);
          leftByTab = false;
          if (!passedThrough.current) onFocusCell(position);
          editingText.current = false;
          event.currentTarget.select();
        }}
        onMouseDown={(event) => {
          choose();
          if (document.activeElement === event.currentTarget) editingText.current = true;
        }}
        onDoubleClick={() => (editingText.current = true)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      {showCounter && (
        <span id={counterId} className="editor-table-counter">
          {shownText.length} / {MAX_NAME_LENGTH}
        </span>
      )}
    </>
  );
}

/**
 * What a block paste did: how many of its cells were taken, and why the others were not. An empty
 * cell inside the block (a sparse range copied from a spreadsheet) keeps its value; it was counted
 * among the cells that "were not numbers".
 */
function pastedCellsMessage(cells: number, skipped: number, block: string[][], at: CellPosition): string {
  if (skipped === 0) return `Pasted ${cells} cells.`;
  const empty = Math.min(skipped, emptyValueCells(block, at.row, at.column));
  const notNumbers = skipped - empty;
  const reasons = [
    ...(notNumbers > 0
      ? [
          notNumbers === 1
            ? '1 was not a number, and was left out'
            : `${notNumbers} were not numbers, and were left out`,
        ]
      : []),
    ...(empty > 0
      ? [empty === 1 ? '1 was empty, and kept its value' : `${empty} were empty, and kept their values`]
      : []),
  ];
  return `Pasted ${cells - skipped} of ${cells} cells; ${reasons.join('; ')}.`;
}

/**
 * From how many cells a table's rows are laid out and painted each on its own (EditorData.css): a
 * keystroke in a 200 x 100 table laid out and painted every cell, close to a second a frame.
 */
export const LARGE_TABLE_CELLS = 2000;

/** About how many cells a large table draws in its first task (whole rows; at least one row). */
export const TABLE_CELLS_PER_TASK = 200;

/**
 * How long each later task drawing a large table's rows may take: under the 50 ms after which a
 * task delays input noticeably (a "long task"). Each chunk of rows costs the page a frame too (its
 * layout and paint), so chunks as large as fit are drawn: 200 x 100 drew one row per task and took
 * 12 s to open here, most of it in those frames; 5 s with chunks sized to this budget.
 */
export const TABLE_TASK_BUDGET_MS = 40;

/**
 * How many rows the next task draws, from the last task's: as many as fit the budget at the last
 * task's pace, and at most twice as many as it drew (a task measured too fast to tell grows step
 * by step, not to the whole table at once).
 */
export function nextRowsPerTask(drawnRows: number, elapsedMs: number): number {
  const fitting = elapsedMs > 0 ? Math.floor((TABLE_TASK_BUDGET_MS * drawnRows) / elapsedMs) : Infinity;
  return Math.max(1, Math.min(fitting, 2 * drawnRows));
}

/**
 * The whole chart as a table: data sets as rows, attributes as columns. Cells edit like a spreadsheet
 * (arrows, Tab, Enter, Escape), a block of cells pastes from the clipboard, and rows and columns can be
 * added and removed within the chart limits. Each edit is one undo step.
 */
/** One data set's row: its name and its values, drawn again only when they (or the names) change. */
const TableRow = memo(function TableRow({
  dataSet,
  dataSetIndex,
  labels,
  onCommit,
  onMove,
  onHistory,
  onPasteBlock,
  onFocusCell,
}: {
  dataSet: DataSet;
  dataSetIndex: number;
  labels: Chart['labels'];
} & Pick<CellProps, 'onCommit' | 'onMove' | 'onHistory' | 'onPasteBlock' | 'onFocusCell'>) {
  const row = dataSetIndex + 1;
  // A blank name is called by its place, as the legend and the grid call it: a cell's name was
  // " Speed" (or "Ada "), which says neither its row nor its column.
  const rowName = isBlankText(dataSet.name) ? `Data set ${row}` : dataSet.name;
  const columnName = (labelIndex: number): string => {
    const name = labels[labelIndex]?.name ?? '';
    return isBlankText(name) ? `Attribute ${labelIndex + 1}` : name;
  };
  return (
    <tr role="row">
      <th scope="row" role="rowheader">
        <Cell
          position={{ row, column: 0 }}
          value={dataSet.name}
          label={`Data set ${row} name`}
          numeric={false}
          onCommit={onCommit}
          onMove={onMove}
          onHistory={onHistory}
          onPasteBlock={onPasteBlock}
          onFocusCell={onFocusCell}
        />
      </th>
      {dataSet.values.map((value, labelIndex) => (
        <td key={labelIndex} role="cell">
          <Cell
            position={{ row, column: labelIndex + 1 }}
            value={String(value)}
            label={`${rowName} ${columnName(labelIndex)}`}
            numeric
            onCommit={onCommit}
            onMove={onMove}
            onHistory={onHistory}
            onPasteBlock={onPasteBlock}
            onFocusCell={onFocusCell}
          />
        </td>
      ))}
    </tr>
  );
});

export function ChartTable({ chart }: { chart: Chart }) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [current, setCurrent] = useState<CellPosition>({ row: 1, column: 1 });
  const [message, setMessage] = useState<string | null>(null);
  const pendingFocus = useRef<CellPosition | null>(null);
  const edit = (transform: (chart: Chart) => Chart) => chartStore.getState().editChart(transform);

  const rows = chart.data.length;
  const columns = chart.labels.length;
  const rowsFull = rows >= MAX_DATA_SETS;
  const columnsFull = columns >= MAX_LABELS;
  const rowsLimit = `A chart holds at most ${MAX_DATA_SETS} data sets`;
  const columnsLimit = `A chart holds at most ${MAX_LABELS} attributes`;

  // A large table's rows are drawn a chunk per task: opening the table view on 150 data sets drew
  // its 2,000 cells in one task (nearly a second at phone speed), and the page took no input.
  const firstRows = Math.max(1, Math.floor(TABLE_CELLS_PER_TASK / (columns + 1)));
  const rowsPerTask = useRef(firstRows);
  // Once every row is drawn, rows added later (Add row, a paste, undo) are drawn at once too.
  const [drawnRows, setDrawnRows] = useState(() => (rows <= firstRows ? Infinity : firstRows));
  const allRowsDrawn = drawnRows >= rows;
  useEffect(() => {
    if (allRowsDrawn) return;
    const timer = setTimeout(() => {
      const adding = rowsPerTask.current;
      const start = performance.now();
      // Drawn within this task, so the time measured is the chunk's own (render and commit).
      flushSync(() => setDrawnRows((count) => (count + adding >= rows ? Infinity : count + adding)));
      rowsPerTask.current = nextRowsPerTask(adding, performance.now() - start);
    }, 0);
    return () => clearTimeout(timer);
  }, [allRowsDrawn, drawnRows, rows]);

  // After a paste or an added row the target cell may only exist after the next render (or, in a
  // large table, once its row is drawn).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const input = tableRef.current?.querySelector<HTMLInputElement>(cellSelector(target));
    if (input || allRowsDrawn) pendingFocus.current = null;
    input?.focus();
  });
  const currentDataSet = Math.min(Math.max(current.row, 1), rows) - 1;
  const currentLabel = Math.min(Math.max(current.column, 1), columns) - 1;

  /** Focuses a cell, or the nearest one of a table of `size` (this render's unless a row or column was just added). */
  function focusCell(position: CellPosition, size = { rows, columns }) {
    const row = Math.min(Math.max(position.row, 0), size.rows);
    const column = Math.min(Math.max(position.column, 0), size.columns);
    // The top-left corner is a fixed header: step over it.
    const target = row === 0 && column === 0 ? { row: position.row < 0 ? 1 : 0, column: 1 } : { row, column };
    const input = tableRef.current?.querySelector<HTMLInputElement>(cellSelector(target));
    if (input) input.focus();
    else {
      pendingFocus.current = target;
      // A row not drawn yet is drawn in the next render.
      setDrawnRows((count) => Math.max(count, target.row));
    }
  }

  function commitCell(position: CellPosition, text: string): string | null {
    const { row, column } = position;
    if (row === 0) {
      edit((chart) => renameLabel(chart, column - 1, text));
      return null;
    }
    if (column === 0) {
      edit((chart) => updateDataSet(chart, row - 1, { name: text }));
      return null;
    }
    const number = tableNumber(text);
    if (number === null || !Number.isFinite(number)) {
      const why =
        text.trim() === ''
          ? 'An empty cell keeps its value: type a number from 0 to 100.'
          : `"${text}" is not a number from 0 to 100; the value was kept.`;
      setMessage(why);
      return why;
    }
    edit((chart) => setValue(chart, row - 1, column - 1, number));
    // The message speaks of the latest value: a kept one's reason goes once a value is taken.
    const kept = Math.min(VALUE_MAX, Math.max(VALUE_MIN, number));
    setMessage(kept === number ? null : `${text.trim()} is outside 0 to 100; the value was set to ${kept}.`);
    return null;
  }

  function pasteBlock(position: CellPosition, block: string | string[][]): string | null {
    // A block past the chart limits is refused whole, with the reason (as Import refuses such a
    // table): a 1000 x 1000 paste used to fill the chart to 200 x 100 and freeze the tab for seconds.
    const read =
      typeof block === 'string'
        ? readPastedBlock(block, position.row, position.column)
        : checkedBlock(block, position.row, position.column);
    if (!read.ok) {
      setMessage(read.error);
      return read.error;
    }
    let skipped = 0;
    edit((chart) => {
      const result = pasteTableBlock(chart, position.row, position.column, read.cells);
      skipped = result.skipped;
      return result.chart;
    });
    const cells = read.cells.reduce((sum, line) => sum + line.length, 0);
    setMessage(
      pastedCellsMessage(cells, skipped, read.cells, position) +
        pasteAdjustments(read.cells, position.row, position.column),
    );
    return null;
  }

  // The cells' handlers keep their identity across renders (they call the latest functions), so a
  // change redraws only the rows whose data set changed: every cell of a 100 x 200 table (20,000)
  // rendered again on each step of a slider drag.
  const latest = useRef({ commitCell, focusCell, pasteBlock });
  latest.current = { commitCell, focusCell, pasteBlock };
  const onCommit = useCallback(
    (position: CellPosition, text: string) => latest.current.commitCell(position, text),
    [],
  );
  const onMove = useCallback((position: CellPosition) => latest.current.focusCell(position), []);
  const onHistory = useCallback(
    (direction: 'undo' | 'redo', position: CellPosition, from: HTMLInputElement) => {
      flushSync(() => chartStore.getState()[direction]());
      // The step took this cell's row or column away (an added row undone): the focus goes to the
      // nearest cell, as in a spreadsheet, instead of falling out of the table to the page.
      if (!from.isConnected) latest.current.focusCell(position);
    },
    [],
  );
  const onPasteBlock = useCallback(
    (position: CellPosition, block: string | string[][]) => latest.current.pasteBlock(position, block),
    [],
  );

  return (
    <section className="editor-table-section" aria-label="Table of all values">
      <div className="editor-table-actions" role="group" aria-label="Rows and columns">
        <button
          type="button"
          className="button button-secondary button-small"
          // At the parser's limit a click adds nothing: it says why, in the table's status (a disabled
          // button with a tooltip said nothing to a phone, and Tab skipped it), as the "+" buttons do.
          aria-disabled={rowsFull || undefined}
          title={rowsFull ? rowsLimit : undefined}
          onClick={() => {
            if (rowsFull) return setMessage(`${rowsLimit}.`);
            chartStore.getState().addDataSet();
            // The new row's name, which this render's table does not have yet: clamped to it, the
            // focus went to the last row's name, and the name typed next replaced that data set's.
            focusCell({ row: rows + 1, column: 0 }, { rows: rows + 1, columns });
          }}
        >
          Add row
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-disabled={columnsFull || undefined}
          title={columnsFull ? columnsLimit : undefined}
          onClick={() => {
            if (columnsFull) return setMessage(`${columnsLimit}.`);
            chartStore.getState().addAttribute();
            focusCell({ row: 0, column: columns + 1 }, { rows, columns: columns + 1 });
          }}
        >
          Add column
        </button>
        <ConfirmDialog
          message={`Are you sure you want to delete data set: ${dataSetName(chart, currentDataSet)}?`}
          onConfirm={() => chartStore.getState().removeDataSet(currentDataSet)}
          triggerClassName="button button-secondary button-small"
          triggerLabel={`Delete row ${dataSetName(chart, currentDataSet)}`}
          disabled={!canRemoveDataSet(chart)}
          disabledReason={MIN_DATA_SETS_REASON}
        >
          Delete row
        </ConfirmDialog>
        <ConfirmDialog
          message={`Are you sure you want to delete variable: ${attributeName(chart, currentLabel)}?`}
          onConfirm={() => edit((chart) => removeAttribute(chart, currentLabel))}
          triggerClassName="button button-secondary button-small"
          triggerLabel={`Delete column ${attributeName(chart, currentLabel)}`}
          disabled={!canRemoveAttribute(chart)}
          disabledReason={MIN_ATTRIBUTES_REASON}
        >
          Delete column
        </ConfirmDialog>
      </div>
      <div className="editor-table-scroll">
        <table
          ref={tableRef}
          className={`editor-table${rows * (columns + 1) > LARGE_TABLE_CELLS ? ' editor-table-large' : ''}`}
          // Explicit roles throughout: the table is not displayed as a table (see EditorData.css), and
          // browsers may drop the semantics of one whose parts are not.
          role="table"
          aria-label="Chart values"
          aria-busy={allRowsDrawn ? undefined : true}
        >
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Data set
              </th>
              {chart.labels.map((label, index) => (
                <th key={index} scope="col" role="columnheader">
                  <Cell
                    position={{ row: 0, column: index + 1 }}
                    value={label.name}
                    label={`Attribute ${index + 1} name`}
                    numeric={false}
                    onCommit={onCommit}
                    onMove={onMove}
                    onHistory={onHistory}
                    onPasteBlock={onPasteBlock}
                    onFocusCell={setCurrent}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {(allRowsDrawn ? chart.data : chart.data.slice(0, drawnRows)).map((dataSet, dataSetIndex) => (
              <TableRow
                key={dataSetIndex}
                dataSet={dataSet}
                dataSetIndex={dataSetIndex}
                labels={chart.labels}
                onCommit={onCommit}
                onMove={onMove}
                onHistory={onHistory}
                onPasteBlock={onPasteBlock}
                onFocusCell={setCurrent}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="editor-table-status" role="status">
        {message}
      </p>
    </section>
  );
}
