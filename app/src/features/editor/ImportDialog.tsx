import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_CHART_NAME, MAX_NAME_LENGTH } from 'statradar';
import { guessTableTranspose, replaceChartData } from 'statradar/data';
import type { Chart } from 'statradar';
import type { TableChartData } from 'statradar/data';

import { isBackdropClick } from '../../components/dialogBackdrop';
import { keepFocusInDialog } from '../../components/dialogFocus';
import { chartStore } from '../../store';
import {
  IMPORT_FILE_PATTERN,
  importFileText,
  importRefusal,
  MAX_IMPORT_CHARACTERS,
  previewTable,
  readImportText,
  tooLongToImport,
} from './data/importText';
import { groupedProblems } from './data/groupedProblems';

/** What the dialog imports: text and, for a file, its name (a new chart is named after it). */
export interface ImportSource {
  text: string;
  fileName?: string;
}

/** Rows and columns the preview shows; the rest is summarised. */
const PREVIEW_LIMIT = 8;

const EMPTY_SOURCE: ImportSource = { text: '' };

/** Reads a dropped or chosen file as text, refusing other kinds with a message. */
export async function importSourceFromFile(file: File): Promise<ImportSource | { error: string }> {
  if (!IMPORT_FILE_PATTERN.test(file.name))
    return { error: `"${file.name}" is not a .csv, .tsv or .json file, so it was not imported.` };
  const text = importFileText(new Uint8Array(await file.arrayBuffer()));
  if (text === null)
    return {
      error: `"${file.name}" is not a text file, so it was not imported. Save the sheet as CSV (or TSV) and import that file.`,
    };
  // Said as an error: the dialog showed an empty file as its empty text box's hint.
  if (text.replace(/^\uFEFF/, '').trim() === '')
    return { error: `"${file.name}" is empty, so there is nothing to import.` };
  const refusal = importRefusal(text);
  return refusal ? { error: `${file.name}: ${refusal}` } : { text, fileName: file.name };
}

/**
 * The name of a chart made from a file: its name without the extension, cut to the name limit
 * without splitting an emoji (half of one showed as "�", and the chart's cloud backup failed).
 */
export function baseName(fileName: string | undefined): string | null {
  const name = fileName?.replace(/\.[^.]+$/, '').trim();
  return name ? name.slice(0, MAX_NAME_LENGTH).replace(/[\uD800-\uDBFF]$/, '') : null;
}

function tableOutcome(cells: string[][], transpose: boolean, outOfRange: 'scale' | 'clamp'): Outcome {
  const preview = previewTable(cells, { transpose, outOfRange });
  if (!preview.ok) return { kind: 'error', error: preview.error };
  return { kind: 'table', data: preview.value, problems: preview.issues.map((issue) => issue.message) };
}

type Outcome =
  | { kind: 'table'; data: TableChartData; problems: string[] }
  | { kind: 'chart'; chart: Chart; problems: string[] }
  | { kind: 'error'; error: string };

/**
 * "Import data": previews pasted or loaded table text (first row = attribute names, first column =
 * data-set names) with a transpose switch (guessed), a choice for values outside 0-100 and every
 * problem cell, then replaces the current chart's data (one undo step) or makes a new chart.
 * Nothing changes until the user chooses; bad input only shows its message.
 */
/** How long typing in the text box pauses before its reading's error is shown and said. */
const ERROR_AFTER_TYPING_MS = 700;

export function ImportDialog({
  source,
  onSource,
  onClose,
}: {
  /** What to import; null keeps the dialog closed (its file input stays on the page). */
  source: ImportSource | null;
  onSource(source: ImportSource): void;
  onClose(): void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const current = source ?? EMPTY_SOURCE;
  // The text box shows each keystroke at once; reading the text and previewing it (on a pasted
  // 200-row table, up to ~190 ms per keystroke at phone speed) follows in a deferred render, which
  // a further keystroke interrupts.
  const readText = useDeferredValue(current.text);
  const read = useMemo(() => readImportText(readText), [readText]);
  const guessed = useMemo(() => read.kind === 'table' && guessTableTranspose(read.cells), [read]);
  const [transpose, setTranspose] = useState(guessed);
  const [outOfRange, setOutOfRange] = useState<'scale' | 'clamp'>('scale');
  const [sourceError, setSourceError] = useState<string | null>(null);

  // Each new table, and each opening of the dialog, starts from the guessed orientation.
  const isOpen = source !== null;
  useEffect(() => setTranspose(guessed), [read, guessed, isOpen]);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
    if (!isOpen) setSourceError(null);
  }, [isOpen]);

  // The reading's error is said once typing pauses: it follows every keystroke, and as an alert
  // each new one would interrupt a screen reader mid-word. An empty box is a hint, not an error.
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(false), ERROR_AFTER_TYPING_MS);
    return () => clearTimeout(timer);
  }, [typing, current.text]);

  const outcome: Outcome = useMemo(() => {
    if (read.kind === 'error') return { kind: 'error', error: read.error };
    if (read.kind === 'chart') return { kind: 'chart', chart: read.chart, problems: read.repairs };
    return tableOutcome(read.cells, transpose, outOfRange);
  }, [read, transpose, outOfRange]);

  /**
   * What the buttons import: the text as it is now. Right after a keystroke the preview can still
   * show the text before it; the text is then read here, with the orientation it will be guessed in.
   */
  function importedOutcome(): Outcome {
    if (readText === current.text) return outcome;
    const now = readImportText(current.text);
    if (now.kind === 'error') return { kind: 'error', error: now.error };
    if (now.kind === 'chart') return { kind: 'chart', chart: now.chart, problems: now.repairs };
    return tableOutcome(now.cells, guessTableTranspose(now.cells), outOfRange);
  }

  const data: TableChartData | null =
    outcome.kind === 'table' ? outcome.data : outcome.kind === 'chart' ? outcome.chart : null;

  function replaceData() {
    const outcome = importedOutcome();
    if (outcome.kind === 'error') return;
    // One edit, so one undo step brings the previous data back. A JSON file is a whole chart, but
    // "Replace data" takes only its attributes and data sets, as a table's import does: the chart's
    // name, description and style are the user's, and a file exported from another chart carries that
    // chart's.
    chartStore
      .getState()
      .editChart((chart) =>
        outcome.kind === 'chart'
          ? { ...chart, labels: outcome.chart.labels, data: outcome.chart.data }
          : replaceChartData(chart, outcome.data),
      );
    onClose();
  }

  function newChart() {
    const outcome = importedOutcome();
    if (outcome.kind === 'error') return;
    const blank: Chart = {
      metadata: { name: baseName(current.fileName) ?? DEFAULT_CHART_NAME, description: '' },
      labels: [],
      data: [],
    };
    chartStore
      .getState()
      .addChart(outcome.kind === 'chart' ? outcome.chart : replaceChartData(blank, outcome.data));
    onClose();
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    const loaded = await importSourceFromFile(file);
    if ('error' in loaded) {
      setSourceError(loaded.error);
      if (!source) onSource({ text: '' });
    } else {
      setSourceError(null);
      onSource(loaded);
    }
  }

  const canImport = outcome.kind !== 'error';
  const shownLabels = data?.labels.slice(0, PREVIEW_LIMIT) ?? [];
  const shownData = data?.data.slice(0, PREVIEW_LIMIT) ?? [];

  return (
    <dialog
      ref={dialogRef}
      className="import-dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={keepFocusInDialog}
      onClose={() => {
        if (isOpen) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click or tap on the backdrop closes it, as Escape and Close do (the pasted text stays on
        // the clipboard).
        if (isBackdropClick(event)) onClose();
      }}
    >
      <div className="import-dialog-content">
        <h2 id={`${id}-title`}>Import data</h2>
        <p className="import-dialog-help">
          Paste cells copied from a spreadsheet, or choose or drop a .csv, .tsv or .json file. The first row
          holds the attribute names and the first column the data-set names.
        </p>
        <div className="import-dialog-source">
          <label htmlFor={`${id}-file`}>Choose a file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.tsv,.tab,.txt,.json,text/csv,text/tab-separated-values,application/json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after a cancel.
              event.target.value = '';
              void chooseFile(file);
            }}
          />
          {current.fileName && <p className="import-dialog-file">From {current.fileName}</p>}
          <label htmlFor={`${id}-text`}>Table text</label>
          <textarea
            id={`${id}-text`}
            rows={4}
            value={current.text}
            spellCheck={false}
            onChange={(event) => {
              setTyping(true);
              setSourceError(null);
              onSource({ text: event.target.value, fileName: current.fileName });
            }}
            onPaste={(event) => {
              // Refused before the box takes it: a text box given millions of characters froze the
              // tab for seconds, only for the reading to refuse them afterwards.
              const box = event.currentTarget;
              const length =
                box.value.length -
                (box.selectionEnd - box.selectionStart) +
                event.clipboardData.getData('text/plain').length;
              if (length > MAX_IMPORT_CHARACTERS) {
                event.preventDefault();
                setSourceError(tooLongToImport(length));
              }
            }}
          />
        </div>
        {sourceError && (
          <p className="error-text" role="alert">
            {sourceError}
          </p>
        )}
        {/* The options stay while a reading fails, so a transpose that gives no chart can be undone. */}
        {read.kind === 'table' && (
          <fieldset className="import-dialog-options">
            <legend>Options</legend>
            <label>
              <input
                type="checkbox"
                role="switch"
                checked={transpose}
                onChange={(event) => setTranspose(event.target.checked)}
              />
              Transpose (data sets in columns)
            </label>
            <span className="import-dialog-guess">Guessed: data sets in {guessed ? 'columns' : 'rows'}</span>
            <div role="radiogroup" aria-label="Values outside 0-100">
              <span>Values outside 0-100:</span>
              <label>
                <input
                  type="radio"
                  name={`${id}-range`}
                  checked={outOfRange === 'scale'}
                  onChange={() => setOutOfRange('scale')}
                />
                Scale to the column maximum
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-range`}
                  checked={outOfRange === 'clamp'}
                  onChange={() => setOutOfRange('clamp')}
                />
                Clamp to 0-100
              </label>
            </div>
          </fieldset>
        )}
        {outcome.kind === 'error' ? (
          current.text.trim() === '' ? (
            <p className="import-dialog-hint">{outcome.error}</p>
          ) : typing ? null : (
            <p className="error-text import-dialog-error" role="alert">
              {outcome.error}
            </p>
          )
        ) : (
          <>
            {data && (
              <div className="import-dialog-preview">
                <table aria-label="Preview">
                  <thead>
                    <tr>
                      <th scope="col">Data set</th>
                      {shownLabels.map((label, index) => (
                        <th key={index} scope="col">
                          {label.name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shownData.map((dataSet, index) => (
                      <tr key={index}>
                        <th scope="row">{dataSet.name}</th>
                        {dataSet.values.slice(0, PREVIEW_LIMIT).map((value, valueIndex) => (
                          <td key={valueIndex}>{value}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p>
                  {data.data.length} data set{data.data.length === 1 ? '' : 's'} × {data.labels.length}{' '}
                  attributes
                  {data.data.length > PREVIEW_LIMIT || data.labels.length > PREVIEW_LIMIT
                    ? ` (the first ${PREVIEW_LIMIT} of each shown)`
                    : ''}
                </p>
              </div>
            )}
            {outcome.problems.length > 0 && (
              <section className="import-dialog-problems" aria-label="Problem cells">
                <h3>
                  {outcome.problems.length} problem{outcome.problems.length === 1 ? '' : 's'}
                </h3>
                <ul>
                  {groupedProblems(outcome.problems).map((problem, index) => (
                    <li key={index}>{problem}</li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
        <div className="import-dialog-actions">
          <button type="button" className="button button-primary" disabled={!canImport} onClick={replaceData}>
            Replace data
          </button>
          <button type="button" className="button button-secondary" disabled={!canImport} onClick={newChart}>
            New chart
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
