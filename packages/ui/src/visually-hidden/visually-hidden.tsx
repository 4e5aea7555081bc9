import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';

const Hidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for assistive technology only (an icon button's name, a count's meaning). */
export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return <Hidden {...rest}>{children}</Hidden>;
}
