import { notFound } from 'next/navigation';

// Any path that is not a route renders the localized 404 page inside the shell.
export default function CatchAll() {
  notFound();
}
