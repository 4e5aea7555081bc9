import { useRef, useState } from 'react';
import { css, styled } from 'styled-components';
import { token } from '../theme/theme.ts';
import { isExternalAudio, resolveAsset } from './format.ts';
import { ExternalIcon, PauseIcon, PlayIcon } from './icons.tsx';

const round = css<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  border: 0;
  padding: 0;
  background: rgba(255, 255, 255, 0.94);
  color: ${token('color-primary')};
  box-shadow: 0 6px 18px rgba(18, 14, 38, 0.28);
  cursor: pointer;
  text-decoration: none;
  transition:
    transform ${token('duration-fast')} ease,
    background-color ${token('duration-fast')} ease;

  &:hover {
    transform: scale(1.06);
    background: #fff;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
    box-shadow: 0 0 0 6px ${token('color-primary')};
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
  svg {
    margin-left: 2px;
  }
  &[aria-pressed='true'] svg {
    margin-left: 0;
  }
`;

const PlayLink = styled.a<{ $size: number }>`
  ${round}
  position: relative;
  .chorus-external {
    position: absolute;
    right: -2px;
    bottom: -2px;
    display: grid;
    place-items: center;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${token('color-primary')};
    color: #fff;
  }
  .chorus-external svg {
    margin: 0;
  }
`;
const PlayToggle = styled.button<{ $size: number }>`
  ${round}
`;

export interface PlayButtonProps {
  /** The contest's sound: a TikTok/YouTube/Instagram page (opens in a new window) or an audio file (plays here). */
  audio: string | null;
  /** Names the sound in the button's label. */
  title: string;
  apiBase?: string;
  size?: number;
  className?: string;
}

// One sound at a time across every widget on the page.
let playing: HTMLAudioElement | null = null;

/** The cover's play button (contests.md §2); renders nothing when the contest has no sound. */
export function PlayButton({ audio, title, apiBase = '', size = 52, className }: PlayButtonProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const src = resolveAsset(apiBase, audio);
  if (!src) return null;

  if (isExternalAudio(src)) {
    return (
      <PlayLink
        className={className}
        part="play-button"
        $size={size}
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Play the sound of ${title} (opens in a new window)`}
      >
        <PlayIcon size={Math.round(size * 0.42)} />
        <span className="chorus-external">
          <ExternalIcon size={11} />
        </span>
      </PlayLink>
    );
  }

  const toggle = () => {
    const el = audioRef.current;
    if (!el) return;
    if (!el.paused) {
      el.pause();
      return;
    }
    if (playing && playing !== el) playing.pause();
    playing = el;
    // Autoplay policies or a missing file reject: the button simply stays on Play.
    void el.play()?.catch(() => setPlaying(false));
  };

  return (
    <>
      <PlayToggle
        type="button"
        className={className}
        part="play-button"
        $size={size}
        aria-pressed={isPlaying}
        aria-label={`Play the sound of ${title}`}
        onClick={toggle}
      >
        {isPlaying ? <PauseIcon size={Math.round(size * 0.42)} /> : <PlayIcon size={Math.round(size * 0.42)} />}
      </PlayToggle>
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </>
  );
}
