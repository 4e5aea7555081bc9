import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const Hero = styled.section`
  display: flex;
  flex-wrap: wrap;
  overflow: hidden;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-md')};
`;

export const HeroCover = styled.div`
  position: relative;
  flex: 1 1 380px;
  min-width: 0;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${token('color-primary')}, ${token('color-accent')});

  overflow: hidden;

  /* The whole cover shows (titles in the art are never cropped): contained, over a blurred, dimmed copy of itself
     that fills the rest of the frame. */
  > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  > img[data-backdrop] {
    object-fit: cover;
    filter: blur(24px) brightness(0.75);
    transform: scale(1.15);
  }
  > [part='play-button'] {
    position: absolute;
    right: 16px;
    bottom: 16px;
  }
`;

export const HeroBody = styled.div`
  display: flex;
  flex: 1 1 320px;
  flex-direction: column;
  justify-content: center;
  gap: 18px;
  min-width: 0;
  padding: 24px 26px;
`;

export const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  &:empty {
    display: none;
  }
`;

export const Pill = styled.span<{ $tone?: 'exclusive' | 'plain' }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 4px 10px;
  border-radius: ${token('radius-pill')};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${(p) => (p.$tone === 'exclusive' ? '#3d2600' : token('color-text-muted'))};
  background: ${(p) => (p.$tone === 'exclusive' ? '#f5b83d' : token('color-surface-sunken'))};
`;

export const Name = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 2.6vw + 0.5rem, 2.125rem);
  font-weight: 800;
  line-height: 1.15;
  letter-spacing: -0.02em;
`;

export const Organizer = styled.p`
  margin: 0;
  font-size: 1rem;
  color: ${token('color-text-muted')};
`;

export const HeroFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 28px;
  margin: 0;

  dt {
    font-size: 0.75rem;
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 750;
  }
`;

export const HeroActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 8px;
`;

export const ClosedNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};
`;

export const GuidelinesButton = styled.button`
  align-self: center;
  border: 0;
  background: none;
  padding: 4px 6px;
  border-radius: ${token('radius-sm')};
  color: ${token('color-primary-strong')};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

export const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 20px;
  align-items: flex-start;
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  flex: 999 1 460px;
  min-width: 0;
`;

export const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 20px;
  flex: 1 1 280px;
  min-width: 0;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 20px;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-sm')};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  font-weight: 700;
  letter-spacing: -0.01em;
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};
`;

export const Facts = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;

  > div {
    display: grid;
    gap: 2px;
  }
  dt {
    font-size: 0.75rem;
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  dd ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Big = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.1;
  color: ${token('color-primary-strong')};
`;

export const Track = styled.div`
  height: 10px;
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface-sunken')};
  overflow: hidden;

  > span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: linear-gradient(90deg, ${token('color-primary')}, ${token('color-accent')});
  }
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};

  strong {
    color: ${token('color-text')};
  }
`;

export const Steps = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  > li {
    display: grid;
    grid-template-columns: 30px 1fr;
    gap: 12px;
    align-items: start;
    counter-increment: step;
  }
  > li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${token('color-primary-soft')};
    color: ${token('color-primary-strong')};
    font-weight: 700;
    font-size: 0.875rem;
  }
  a {
    color: ${token('color-primary-strong')};
    font-weight: 600;
  }
`;

export const Direction = styled.div`
  padding: 14px 16px;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  font-size: 0.9375rem;

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  ul,
  ol {
    padding-left: 20px;
  }
`;

export const PrizeList = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    gap: 12px;
    align-items: start;
  }
`;

export const PrizeHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 10px;
`;

export const PrizeLabel = styled.p`
  margin: 0;
  font-weight: 650;
`;

export const PrizeAmount = styled.p`
  margin: 0;
  font-weight: 800;
  font-size: 1.0625rem;
  color: ${token('color-primary-strong')};
  white-space: nowrap;
`;

export const EntryList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${token('color-border')};
    font-size: 0.9375rem;
  }
  > li:last-child {
    border-bottom: 0;
  }
  a {
    color: ${token('color-primary-strong')};
    font-weight: 600;
  }
`;

export const GuidelineList = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding-left: 20px;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${token('color-primary-strong')};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: 4px;

  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;
