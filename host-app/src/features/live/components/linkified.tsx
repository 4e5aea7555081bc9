/** M/D/YY (campaigns.md §2) from epoch seconds. */
export const shortDate = (epochSeconds: number) => {
  const d = new Date(epochSeconds * 1000);
  return `${d.getMonth() + 1}/${d.getDate()}/${String(d.getFullYear()).slice(-2)}`;
};

/** A notification's text for a preview: its HTML read as text by the browser's parser, never rendered. */
export const previewOf = (html: string) => {
  // A space after each block and line break, so "<p>One.</p><p>Two.</p>" reads "One. Two.", not "One.Two.".
  const spaced = html.replace(/<\/(?:p|div|li|h[1-6]|blockquote|tr|td|th)>|<br\s*\/?>/gi, '$& ');
  if (typeof DOMParser === 'undefined') return spaced.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
};
