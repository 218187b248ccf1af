import { useEffect, useId, useMemo, useRef } from 'react';

import { AD_PROVIDER, type AdProvider } from './adProvider';
import { startAdRefresh, trackUserActivity, type UserActivity } from './adRefreshPolicy';
import { adSizesFor, largestFittingSize, type AdSize, type AdSlotType } from './adSizes';
import { useScreenShape } from './useScreenShape';
import './ads.css';

let pageActivity: UserActivity | undefined;

/** One activity tracker for the whole page, started by the first slot. */
function sharedUserActivity(): UserActivity {
  pageActivity ??= trackUserActivity();
  return pageActivity;
}

export interface AdSlotProps {
  type: AdSlotType;
  className?: string;
  /** Only sizes at most this wide are served (e.g. the free margin beside the page for sidebars). */
  maxWidth?: number;
  /** For tests; defaults to the provider configured by environment (none by default). */
  provider?: AdProvider | null;
}

const SLOT_CLASS: Record<AdSlotType, string> = {
  Banner: 'ad-slot-banner',
  ContentRectangle: 'ad-slot-content-rectangle',
  ContentSquare: 'ad-slot-content-square',
  Sidebar: 'ad-slot-sidebar',
};

/**
 * A place for an ad. With no provider configured (the default) it renders nothing and takes no space;
 * sidebars render only in landscape, and mobile banners use only the narrow sizes.
 */
export function AdSlot({ type, className, maxWidth = Infinity, provider = AD_PROVIDER }: AdSlotProps) {
  const { mobile, landscape } = useScreenShape();
  const sizes = useMemo(
    () => adSizesFor(type, { mobile, landscape }).filter((size) => size.width <= maxWidth),
    [type, mobile, landscape, maxWidth],
  );
  if (!provider || sizes.length === 0) return null;
  return (
    <AdFrame
      key={sizes.map((size) => `${size.width}x${size.height}`).join()}
      type={type}
      sizes={sizes}
      provider={provider}
      className={className}
    />
  );
}

function AdFrame({
  type,
  sizes,
  provider,
  className,
}: {
  type: AdSlotType;
  sizes: readonly AdSize[];
  provider: AdProvider;
  className?: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const id = `ad-${useId().replace(/[^\w-]/g, '')}`;
  const reserved = largestFittingSize(sizes, window.innerWidth) ?? sizes[0];

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const ad = provider.display(target, { type, sizes });
    const stopRefresh = startAdRefresh({
      element: target,
      activity: sharedUserActivity(),
      onRefresh: ad.refresh,
    });
    return () => {
      stopRefresh();
      ad.destroy();
    };
  }, [provider, type, sizes]);

  return (
    <aside
      className={['ad-slot', SLOT_CLASS[type], className].filter(Boolean).join(' ')}
      aria-label="Advertisement"
    >
      {/* Reserving the largest fitting size avoids a layout shift when the ad arrives. */}
      <div
        id={id}
        ref={element}
        className="ad-slot-frame"
        style={{ minWidth: reserved?.width, minHeight: reserved?.height }}
      />
    </aside>
  );
}
