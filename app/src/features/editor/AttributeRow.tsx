import { memo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  attributeName,
  isBlankText,
  MAX_NAME_LENGTH,
  setValue as setChartValue,
  VALUE_MAX,
  VALUE_MIN,
} from 'statradar';
import { tableNumber } from 'statradar/data';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditableText } from '../../components/EditableText';
import { showToast } from '../../components/toasts';
import { chartStore } from '../../store';
import { TrashIcon } from './TrashIcon';
import { stepHistory } from './stepHistory';
import { outOfRangeCount, outOfRangeNote, readPastedBlock } from './data/pasteBlock';
import { MIN_ATTRIBUTES_REASON } from './removalLimits';

interface AttributeRowProps {
  dataSetIndex: number;
  labelIndex: number;
  name: string;
  value: number;
  canRemove: boolean;
  /** Where an open rename keeps its draft (see EditableText). */
  draftKey?: string;
}

/** The value typed so far, as a number; null while it is not a number yet (empty, "-"). */
function typedNumber(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return null;
  const number = Number(normalised);
  return Number.isFinite(number) ? number : null;
}

/**
 * The value as a number field beside the slider: a spinbutton named after the attribute, 0..100,
 * arrow keys step it, typed values apply as they become valid, and Enter or leaving the field applies
 * a value outside 0..100 clamped (or restores the value when the text is not a number). Escape
 * restores the value the field had when it got focus.
 */
function ValueField({
  name,
  value,
  onChange,
  onPasteCells,
}: {
  name: string;
  value: number;
  onChange(value: number): void;
  /** Pasted text of several cells. */
  onPasteCells(text: string): void;
}) {
  const [text, setText] = useState<string | null>(null);
  // The text typed is no number the browser can read ("1e400", beyond the double range, or "1e" on
  // the way to "1e2"): the field then reports itself empty, and it shows that text while the chart
  // keeps the value, so it says it is invalid until Enter or leaving it puts the value back.
  const [badInput, setBadInput] = useState(false);
  // The value when the field got focus: Escape goes back to it, whatever was applied while typing.
  const valueOnFocus = useRef<number | null>(null);
  // The typed text stays as typed while it is the value ("7.0" on the way to "7.05", "0.00" on the
  // way to "0.001"): showing String(value) instead put "7" back in the box, so the next key typed
  // "75". A value changed elsewhere (the slider, undo) shows instead of an in-range text it replaced.
  const typed = text === null ? null : typedNumber(text);
  const typedInRange = typed !== null && typed >= VALUE_MIN && typed <= VALUE_MAX;
  const shown = text !== null && (!typedInRange || typed === value) ? text : String(value);
  // Typed text the chart does not show: not a number yet, or outside 0..100 (Enter clamps it).
  const invalid = text !== null && (badInput || (typed !== null && !typedInRange));

  function commit() {
    if (text === null) return;
    // A text the value has since replaced (undo while typing) is not applied again.
    if (shown === text && typed !== null) onChange(Math.min(VALUE_MAX, Math.max(VALUE_MIN, typed)));
    setText(null);
    setBadInput(false);
    // A committed value is one undo step: the next value typed or arrow step, however soon, is another.
    chartStore.getState().endGesture();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Undo and redo are the chart's here, as on the slider beside it: the browser's text undo does
    // nothing after the arrow keys step the value, so Ctrl+Z in the field used to undo nothing.
    const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey ? event.key.toLowerCase() : '';
    if (shortcut === 'z' || (shortcut === 'y' && !event.shiftKey)) {
      event.preventDefault();
      setText(null);
      setBadInput(false);
      stepHistory(shortcut === 'y' || event.shiftKey ? 'redo' : 'undo');
      return;
    }
    if (event.key === ',' && !event.nativeEvent.isComposing) {
      // A decimal comma ("72,5"): a number field in an English browser drops the key, so the value
      // became 725 (then 100). The field takes a point instead, as typed text (undoable, caret kept).
      event.preventDefault();
      document.execCommand('insertText', false, '.');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      const before = valueOnFocus.current;
      if (text === null && (before === null || before === value)) return;
      event.preventDefault();
      setText(null);
      setBadInput(false);
      if (before !== null && before !== value) onChange(before);
    }
  }

  return (
    <input
      type="number"
      className="editor-value-field"
      min={VALUE_MIN}
      max={VALUE_MAX}
      // "any": a value with decimals (72.5, from the table or an import) is a valid value; with step 1
      // the browser marked it invalid, and screen readers said "invalid entry". Arrows still step by 1.
      step="any"
      inputMode="decimal"
      value={shown}
      aria-label={name}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const next = event.target.value;
        const number = typedNumber(next);
        setText(next);
        setBadInput(event.target.validity.badInput);
        if (number !== null && number >= VALUE_MIN && number <= VALUE_MAX) onChange(number);
      }}
      onKeyDown={onKeyDown}
      onPaste={(event) => {
        const pasted = event.clipboardData.getData('text/plain');
        // Several cells (a row or a column copied from a spreadsheet) fill this attribute and the ones
        // below it; the field took them as text and went blank.
        if (/[\t\n\r]/.test(pasted.trim())) {
          event.preventDefault();
          setText(null);
          setBadInput(false);
          onPasteCells(pasted);
          return;
        }
        // A value copied from a spreadsheet ("72,5", "45 %", " 72 ") is read as the table reads it:
        // the number field itself dropped the decimal comma, so "72,5" pasted as 725, then 100. A
        // number beyond the double range ("1e400" is Infinity) is out of range too, and clamped: the
        // field took it as text it cannot read, showed it and kept the old value.
        const number = tableNumber(pasted);
        if (number === null || Number.isNaN(number)) return;
        event.preventDefault();
        setText(null);
        setBadInput(false);
        onChange(Math.min(VALUE_MAX, Math.max(VALUE_MIN, number)));
      }}
      onFocus={() => {
        valueOnFocus.current = value;
        // Typing here starts a new step, not the end of a drag of the slider beside it.
        chartStore.getState().endGesture();
      }}
      onBlur={() => {
        commit();
        valueOnFocus.current = null;
      }}
    />
  );
}

/** How long a value field's paste message stays (it is no pop-up of the spec). */
export const PASTE_MESSAGE_MS = 5000;

/**
 * Cells pasted into a value field: one row or one column of a spreadsheet fills this attribute and
 * those after it (as many as the chart has), in one undo step; cells that are not numbers are left
 * out. A block of several rows and columns is for the table view, and changes nothing here. Returns
 * what happened, in words: a refused block, the cells past the last attribute and the cells that were
 * not numbers went without a word (the block changed nothing, or a value less than copied).
 */
export function pasteValues(dataSetIndex: number, labelIndex: number, text: string): string {
  const read = readPastedBlock(text, 1, 1);
  if (!read.ok) return read.error;
  const { cells } = read;
  const line =
    cells.length === 1
      ? cells[0]!
      : cells.every((row) => row.length <= 1)
        ? cells.map((row) => row[0] ?? '')
        : null;
  if (!line) {
    const width = Math.max(...cells.map((row) => row.length));
    return `Nothing was pasted: the ${cells.length} × ${width} cells are a block. Paste one row or column here, or the block in the table view.`;
  }
  let pasted = 0;
  let notNumbers = 0;
  let past = 0;
  let lastName = 'the last attribute';
  chartStore.getState().editChart((chart) => {
    lastName = attributeName(chart, chart.labels.length - 1);
    return line.reduce((next, cell, offset) => {
      if (labelIndex + offset >= chart.labels.length) {
        past += 1;
        return next;
      }
      // "1e400" (Infinity) is a number past 100, clamped like 150 (setValue clamps).
      const number = tableNumber(cell);
      if (number === null || Number.isNaN(number)) {
        notNumbers += cell.trim() === '' ? 0 : 1;
        return next;
      }
      pasted += 1;
      return setChartValue(next, dataSetIndex, labelIndex + offset, number);
    }, chart);
  });
  const leftOut = [
    ...(notNumbers > 0 ? [`${notNumbers} ${notNumbers === 1 ? 'cell' : 'cells'} not a number`] : []),
    ...(past > 0 ? [`${past} ${past === 1 ? 'cell' : 'cells'} past ${lastName}`] : []),
  ];
  const done = `Pasted ${pasted} value${pasted === 1 ? '' : 's'}`;
  // 150 became 100 without a word; only the cells that landed on an attribute count.
  const clamped = outOfRangeCount(line.slice(0, Math.max(0, line.length - past)));
  const adjusted = clamped > 0 ? ` ${outOfRangeNote(clamped)}.` : '';
  return (leftOut.length > 0 ? `${done}; left out: ${leftOut.join(', ')}.` : `${done}.`) + adjusted;
}

/** One attribute of the selected data set: its editable name, a 0..100 slider and a delete button. */
export const AttributeRow = memo(function AttributeRow({
  dataSetIndex,
  labelIndex,
  name,
  value,
  canRemove,
  draftKey,
}: AttributeRowProps) {
  const setValue = (next: number) => chartStore.getState().setValue(dataSetIndex, labelIndex, next);
  // A blank name is called by its place, as the table's cells call it: the slider
  // and the value field had no accessible name at all.
  const shownName = isBlankText(name) ? `Attribute ${labelIndex + 1}` : name;
  // A finger that lands on the slider moves it at once, before the browser knows whether the
  // finger is dragging it or scrolling the page; when it turns out to be a scroll (the browser
  // cancels the pointer), the value goes back (and leaves no undo step, see editChart).
  const touchStartValue = useRef<number | null>(null);
  return (
    <li className="editor-attribute">
      <div className="editor-attribute-head">
        <EditableText
          className="editor-attribute-name"
          value={name}
          label={`attribute ${shownName}`}
          maxLength={MAX_NAME_LENGTH}
          draftKey={draftKey}
          onSave={(next) => chartStore.getState().renameLabel(labelIndex, next)}
        />
        <ConfirmDialog
          message={`Are you sure you want to delete variable: ${shownName}?`}
          onConfirm={() => chartStore.getState().removeAttribute(labelIndex)}
          triggerLabel={`Delete attribute ${shownName}`}
          triggerClassName="editor-delete-button"
          disabled={!canRemove}
          disabledReason={MIN_ATTRIBUTES_REASON}
          triggerTitle={canRemove ? `Delete ${name}` : MIN_ATTRIBUTES_REASON}
        >
          <TrashIcon />
        </ConfirmDialog>
      </div>
      <div className="editor-slider-row">
        <input
          type="range"
          className="editor-slider"
          min={0}
          max={100}
          step={1}
          value={value}
          // The slider holds whole numbers: a value with decimals (72.5, typed or imported) sits on
          // 73, which screen readers said while the value field beside it said 72.5.
          aria-valuetext={Number.isInteger(value) ? undefined : String(value)}
          aria-label={shownName}
          onChange={(event) => setValue(Number(event.target.value))}
          onPointerDown={(event) => {
            touchStartValue.current = event.pointerType === 'touch' ? value : null;
          }}
          onPointerUp={() => {
            touchStartValue.current = null;
          }}
          onPointerCancel={() => {
            const start = touchStartValue.current;
            touchStartValue.current = null;
            if (start !== null) setValue(start);
          }}
        />
        <ValueField
          name={shownName}
          value={value}
          onChange={setValue}
          onPasteCells={(text) =>
            showToast('value-paste', pasteValues(dataSetIndex, labelIndex, text), PASTE_MESSAGE_MS)
          }
        />
      </div>
    </li>
  );
});
