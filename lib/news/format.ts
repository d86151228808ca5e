/** Dates of Hindi news, in Hindi and Indian time whatever the server's or phone's zone. */
const hindiDate = new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const hindiDateTime = new Intl.DateTimeFormat('hi-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function formatNewsDate(iso: string, withTime = false): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return (withTime ? hindiDateTime : hindiDate).format(time);
}
