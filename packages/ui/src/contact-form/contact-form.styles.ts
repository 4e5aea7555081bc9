import { styled } from 'styled-components';
import { token } from '../theme/theme.ts';

/** The message box: a textarea in the text field's frame (text-field.styles' Control). */
export const MessageInput = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 120px;
  padding: 10px 14px;
  border: 0;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  font-size: 0.9375rem;
  border-radius: inherit;
  resize: vertical;

  &:focus {
    outline: none;
  }
`;

/** The spam trap: off-screen and out of the tab order; people never fill it, form-filling bots do. */
export const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
