import Papa from 'papaparse';
import { useEffect, useState } from 'react';
import type { Chart } from 'statradar';

import { ChartTable } from './ChartTable';
import { CloudBar } from './CloudBar';
import { chartCsv, chartJson } from './data/exportData';
import { importRefusal } from './data/importText';
import { tableCellsFromHtml } from './data/pasteBlock';
import { downloadBlob } from './fileDownload';
import { ImportDialog, importSourceFromFile } from './ImportDialog';
import type { ImportSource } from './ImportDialog';
import { storedTableView, storeTableView } from '../../data/tableViewPreference';
import { useChartStore } from '../../store';

const EXPORT_FILE_NAME = 'radar-chart';

/** Text fields keep their own paste (and a pasted table there is text, not an import). */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['range', 'color', 'checkbox', 'radio', 'button', 'file'].includes(target.type)
  );
}

/** Pasted text that looks like cells (several rows or columns), not a stray word. */
function looksLikeTable(text: string): boolean {
  const trimmed = text.trim();
  return (
    /[\t\n\r]/.test(trimmed) || /^[{]/.test(trimmed) || (trimmed.includes(',') && trimmed.includes('\n'))
  );
}

/**
 * The editor's data tools: the table view, spreadsheet import (Import button, paste anywhere outside a
 * text field, or drop a .csv/.tsv file on the page), CSV and JSON export, and the cloud controls.
 */
export function EditorDataTools({ chart }: { chart: Chart }) {
  const [showTable, setShowTable] = useState(storedTableView);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // A refusal speaks of the chart it was shown on: another chart opens without it.
  const activeId = useChartStore((state) => state.activeId);
  useEffect(() => setMessage(null), [activeId]);

  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      if (isTextField(event.target) || document.querySelector('dialog[open]')) return;
      let text = event.clipboardData?.getData('text/plain') ?? '';
      // A table copied as HTML only (no plain text) opens the dialog as tab-separated cells.
      const htmlCells =
        text === '' ? tableCellsFromHtml(event.clipboardData?.getData('text/html') ?? '') : null;
      if (htmlCells) text = Papa.unparse(htmlCells, { delimiter: '\t', newline: '\n' });
      if (!looksLikeTable(text)) return;
      event.preventDefault();
      const refusal = importRefusal(text);
      setMessage(refusal);
      if (!refusal) setSource({ text });
    }
    function hasFiles(event: DragEvent) {
      return event.dataTransfer?.types.includes('Files') ?? false;
    }
    function onDragOver(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    }
    function onDrop(event: DragEvent) {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      void importSourceFromFile(file).then((loaded) => {
        if ('error' in loaded) setMessage(loaded.error);
        else {
          setMessage(null);
          setSource(loaded);
        }
      });
    }
    document.addEventListener('paste', onPaste);
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('drop', onDrop);
    };
  }, []);

  return (
    <section className="editor-data-tools" aria-label="Data">
      <div className="editor-data-bar">
        <button
          type="button"
          className="button button-secondary button-small"
          aria-expanded={showTable}
          onClick={() => {
            storeTableView(!showTable);
            setShowTable(!showTable);
          }}
        >
          {showTable ? 'Hide table' : 'Table view'}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => {
            // A refusal of an earlier paste or drop is about that text, not this import.
            setMessage(null);
            setSource({ text: '' });
          }}
        >
          Import
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() =>
            // UTF-8 without a byte-order mark, as Google Sheets and LibreOffice write CSV: scripts
            // (Python's csv, pandas, a header compared as text) read a mark as part of the first cell.
            // Excel reads the file as UTF-8 through Data > From Text/CSV.
            downloadBlob(
              new Blob([chartCsv(chart)], { type: 'text/csv;charset=utf-8' }),
              `${EXPORT_FILE_NAME}.csv`,
            )
          }
        >
          Export CSV
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() =>
            downloadBlob(
              new Blob([chartJson(chart)], { type: 'application/json' }),
              `${EXPORT_FILE_NAME}.json`,
            )
          }
        >
          Export JSON
        </button>
        <CloudBar chart={chart} />
      </div>
      {message && (
        <p className="error-text" role="alert">
          {message}
        </p>
      )}
      {showTable && <ChartTable chart={chart} />}
      <ImportDialog source={source} onSource={setSource} onClose={() => setSource(null)} />
    </section>
  );
}
