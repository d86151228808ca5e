import { pathOf } from '@/lib/navigation';
import { siteConfig } from '@/lib/site-config';

// Reached only by paths the locale proxy does not handle (for example a missing file).
// A plain link, a full page load: this page has none of the site's shell, and a client link's code
// would be counted in the first load of every route (the build lists the root 404 page's scripts
// with each of them).
export default function GlobalNotFound() {
  return (
    // Plain browser colors, in the light or dark of the device.
    <html lang="en" style={{ colorScheme: 'light dark' }}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <main>
          <h1>Page not found</h1>
          <p>
            <a href={pathOf('home')}>{siteConfig.name}: home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
