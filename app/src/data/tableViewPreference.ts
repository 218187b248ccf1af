/**
 * This tab's choice of the editor's table view, kept in sessionStorage while the reader goes to
 * another page and back (or reloads); each tab keeps its own.
 */
const TABLE_VIEW_KEY = 'editorTableView';

export function storedTableView(): boolean {
  try {
    return window.sessionStorage.getItem(TABLE_VIEW_KEY) === '1';
  } catch {
    return false;
  }
}

export function storeTableView(shown: boolean): void {
  try {
    if (shown) window.sessionStorage.setItem(TABLE_VIEW_KEY, '1');
    else window.sessionStorage.removeItem(TABLE_VIEW_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice lasts as long as the page.
  }
}
