import { Fragment } from 'react';

const URL_RE = /(https?:\/\/[^\s<>"']+)/g;

/**
 * Plain text (a chat message) with its http(s) links made clickable, opening in a new tab; everything else stays text,
 * never parsed as HTML: the creators' chat and the studio's.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_RE).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
