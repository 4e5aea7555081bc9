import { styled } from 'styled-components';
import { buttonStyles } from '../button/button.styles.ts';
import { token } from '../theme/theme.ts';

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-sm')};
  transition:
    box-shadow ${token('duration-base')} ease,
    transform ${token('duration-base')} ease;

  &:hover {
    box-shadow: ${token('shadow-md')};
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

export const Cover = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${token('color-primary')}, ${token('color-accent')});
  overflow: hidden;

  > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  > [part='play-button'] {
    position: absolute;
    right: 14px;
    bottom: 14px;
  }
`;

export const Ribbons = styled.ul`
  position: absolute;
  top: 12px;
  left: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Ribbon = styled.li`
  padding: 3px 9px;
  border-radius: ${token('radius-pill')};
  background: rgba(18, 14, 38, 0.78);
  color: #fff;
  font-size: 0.75rem;
  font-weight: 650;
  letter-spacing: 0.01em;
  backdrop-filter: blur(4px);
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
  padding: 16px 18px 18px;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.3;
  letter-spacing: -0.01em;
`;

export const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-top: -6px;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};
`;

export const Stats = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  padding: 12px;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};

  dt {
    font-size: 0.75rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 2px 0 0;
    font-size: 0.9375rem;
    font-weight: 650;
  }
  dd[data-prize] {
    font-size: 1.125rem;
    color: ${token('color-primary-strong')};
  }
`;

export const Platforms = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Platform = styled.li`
  padding: 2px 9px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-pill')};
  font-size: 0.75rem;
  font-weight: 600;
  color: ${token('color-text-muted')};
`;

export const ViewLink = styled.a`
  ${buttonStyles({ $variant: 'primary', $size: 'md', $fullWidth: true })}
  margin-top: auto;
`;
