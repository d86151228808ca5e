import Link from '@/components/next-link';
import { siteConfig } from '@/lib/site-config';

// Reached only by paths the locale proxy does not handle (for example a missing file).
export default function GlobalNotFound() {
  return (
    // Plain browser colors, in the light or dark of the device.
    <html lang="en" style={{ colorScheme: 'light dark' }}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <main>
          <h1>Page not found</h1>
          <p>
            <Link href="/">{siteConfig.name}: home page</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
