import { flushSync } from 'react-dom';

import { chartStore } from '../../store';

/** The first class of an element, as a selector (the kind of control: slider, value field...). */
function kindSelector(element: Element): string {
  const kind = element.classList[0];
  return kind ? `${element.tagName.toLowerCase()}.${CSS.escape(kind)}` : element.tagName.toLowerCase();
}

/**
 * Undoes or redoes the chart's last edit from the keyboard. When the step removes the focused
 * control (undoing an added attribute from its slider or value field, or an added data set from its
 * legend entry), the focus goes to the same control of the nearest entry of that list, where a
 * keyboard user can go on; it fell to the page (document.body), and the next Tab started over from
 * the top.
 */
export function stepHistory(direction: 'undo' | 'redo'): void {
  const focused = document.activeElement;
  const item = focused?.closest('li');
  const list = item?.parentElement;
  const index = item && list ? [...list.children].indexOf(item) : -1;
  flushSync(() => chartStore.getState()[direction]());
  if (!focused || focused.isConnected || !list?.isConnected || index < 0) return;
  const items = [...list.children];
  const nearest = items[Math.min(index, items.length - 1)];
  const target = nearest?.querySelector<HTMLElement>(kindSelector(focused)) ?? null;
  target?.focus();
}
