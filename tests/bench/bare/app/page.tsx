import { BarePage } from './bare-page';

// Prerendered at build time, as the site's home, legal and form pages are.
export default function Home() {
  return <BarePage />;
}
