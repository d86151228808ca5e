'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';

const BubbleField = dynamic(() => import('./bubble-field'), { ssr: false });

/** Mounts the bubble animation only once the page is interactive and the browser is idle. */
export function BackgroundBubbles() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1500);
    return () => clearTimeout(id);
  }, []);
  return ready ? <BubbleField /> : null;
}
