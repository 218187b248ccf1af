import { useSyncExternalStore } from 'react';

import type { ScreenShape } from './adSizes';

const MOBILE_QUERY = '(max-width: 767px)';
const LANDSCAPE_QUERY = '(orientation: landscape)';

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(MOBILE_QUERY), window.matchMedia(LANDSCAPE_QUERY)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

// A string snapshot keeps useSyncExternalStore's equality check trivial.
function snapshot(): string {
  return `${window.matchMedia(MOBILE_QUERY).matches}|${window.matchMedia(LANDSCAPE_QUERY).matches}`;
}

/** Whether the viewport is phone-sized and whether it is landscape, kept live. */
export function useScreenShape(): ScreenShape {
  const [mobile, landscape] = useSyncExternalStore(subscribe, snapshot, () => 'false|true').split('|');
  return { mobile: mobile === 'true', landscape: landscape === 'true' };
}
