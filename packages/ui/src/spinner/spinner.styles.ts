import { keyframes, styled } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerSvg = styled.svg`
  display: inline-block;
  flex: none;
  animation: ${spin} 0.8s linear infinite;
  color: inherit;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
