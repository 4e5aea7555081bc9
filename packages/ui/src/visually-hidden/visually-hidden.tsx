import type { HTMLAttributes } from 'react';
import { css, styled } from 'styled-components';

/**
 * Out of sight, still read by assistive technology (never `display: none`): for text that names a control, a table's
 * header row on a phone, a legend. A block that shows again at a breakpoint undoes these rules there.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const Hidden = styled.span`
  ${visuallyHidden}
  position: absolute !important;
`;

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for assistive technology only (an icon button's name, a count's meaning). */
export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return <Hidden {...rest}>{children}</Hidden>;
}
