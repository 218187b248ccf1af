import { useEffect, useRef, useState } from 'react';

import {
  DEMO_INTERVAL_MS,
  DEMO_MORPH_MS,
  DEMO_SERVICES,
  easeInOutCubic,
  valuesBetween,
  type DemoService,
} from './streamingDemo';

/** What the demo shows right now: the service being scored and its (possibly mid-morph) values. */
export interface StreamingDemoFrame {
  service: DemoService;
  values: readonly number[];
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Cycles through the streaming services every 2000 ms. Values morph to the next service with an
 * eased requestAnimationFrame animation, or jump at once when the visitor prefers reduced motion.
 */
export function useStreamingDemo(playing: boolean): StreamingDemoFrame {
  const first = DEMO_SERVICES[0]!;
  const [frame, setFrame] = useState<StreamingDemoFrame>({ service: first, values: first.values });
  const frameRef = useRef(frame);
  frameRef.current = frame;

  useEffect(() => {
    if (!playing) return;
    let animation = 0;
    const advance = () => {
      const from = frameRef.current;
      const index = DEMO_SERVICES.indexOf(from.service);
      const next = DEMO_SERVICES[(index + 1) % DEMO_SERVICES.length]!;
      cancelAnimationFrame(animation);
      if (prefersReducedMotion()) {
        setFrame({ service: next, values: next.values });
        return;
      }
      const start = performance.now();
      const step = (now: number) => {
        const progress = easeInOutCubic((now - start) / DEMO_MORPH_MS);
        setFrame({ service: next, values: valuesBetween(from.values, next.values, progress) });
        if (progress < 1) animation = requestAnimationFrame(step);
      };
      animation = requestAnimationFrame(step);
    };
    const timer = window.setInterval(advance, DEMO_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      cancelAnimationFrame(animation);
    };
  }, [playing]);

  return frame;
}
