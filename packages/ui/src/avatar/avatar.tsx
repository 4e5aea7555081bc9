import { useState } from 'react';
import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';
import { resolveAsset } from '../widget-kit/format.ts';

// A few brand-adjacent gradients; the name picks one so a person keeps their colour everywhere.
const gradients = [
  ['#7b5cff', '#4a2ee0'],
  ['#ff8a65', '#e5533d'],
  ['#2bb3a3', '#137a8a'],
  ['#f5b83d', '#d9822b'],
  ['#5c8dff', '#2350c8'],
  ['#d46bd9', '#9b3fb5'],
] as const;

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const Circle = styled.span<{ $size: number; $from: string; $to: string }>`
  position: relative;
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: linear-gradient(135deg, ${(p) => p.$from}, ${(p) => p.$to});
  color: #fff;
  font-family: ${token('font-sans')};
  font-size: ${(p) => Math.round(p.$size * 0.38)}px;
  font-weight: 650;
  letter-spacing: 0.02em;
  line-height: 1;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: number;
  className?: string;
}

/** A round photo, or initials on a colour derived from the name. Decorative: the name is always shown next to it. */
export function Avatar({ name, imageUrl, size = 36, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const [from, to] = gradients[hash(name) % gradients.length]!;
  // Photos are same-site paths or http(s) URLs; any other address from the API shows the initials.
  const src = resolveAsset('', imageUrl);
  return (
    <Circle className={className} $size={size} $from={from} $to={to} aria-hidden="true">
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : initialsOf(name)}
    </Circle>
  );
}
