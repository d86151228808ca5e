import { BarePage } from '../bare-page';

// The same page rendered for every request, the counterpart of a page the site renders on each
// request (/news), for the server's render time and its throughput under load.
export const dynamic = 'force-dynamic';

export default function Rendered() {
  return <BarePage />;
}
