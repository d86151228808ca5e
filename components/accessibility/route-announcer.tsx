'use client';

import { useEffect, useState } from 'react';
import { useCurrentPath } from '@/components/layout/header/use-current-path';
import { useAccessibilitySettings } from '@/lib/accessibility/use-accessibility-settings';

/**
 * When the stored screen-reader setting is on (spec 4), a polite live region
 * announces each page the reader arrives at.
 */
export function RouteAnnouncer({ template }: { template: string }) {
  const [settings] = useAccessibilitySettings();
  const pathname = useCurrentPath();
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!settings.screenReader) return;
    // Wait a frame so the new page's title is in place.
    const id = window.requestAnimationFrame(() => setMessage(template.replace('{title}', document.title)));
    return () => window.cancelAnimationFrame(id);
  }, [pathname, settings.screenReader, template]);

  if (!settings.screenReader) return null;
  return (
    <div role="status" aria-live="polite" className="visually-hidden" data-testid="screen-reader-live-region">
      {message}
    </div>
  );
}
