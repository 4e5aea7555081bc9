/** M/D/YY (campaigns.md §2) from epoch seconds. */
export const shortDate = (epochSeconds: number) => {
  const d = new Date(epochSeconds * 1000);
  return `${d.getMonth() + 1}/${d.getDate()}/${String(d.getFullYear()).slice(-2)}`;
};

/** A notification's text for a preview: its HTML read as text by the browser's parser, never rendered. */
export const previewOf = (html: string) => {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
};
