import { token } from '@chorus/ui';
import { styled } from 'styled-components';

// The parts both chats are drawn with: the creators' (features/live) and the studio's with its creators
// (features/studio). One look, one set of focus and touch rules.

/**
 * The conversation list beside the open conversation; below 768px they are separate screens (campaigns.md §9): the
 * children are `[data-pane='list']` and `[data-pane='conversation']`.
 */
export const ChatLayout = styled.div<{ $open: boolean }>`
  display: grid;
  gap: 16px;
  /* minmax(0, …): a one-line preview of a long message must not widen its column (and the page) to the text. */
  grid-template-columns: minmax(0, 1fr);
  @media (max-width: 767.98px) {
    & > [data-pane='list'] {
      display: ${(p) => (p.$open ? 'none' : 'block')};
    }
    & > [data-pane='conversation'] {
      display: ${(p) => (p.$open ? 'block' : 'none')};
    }
  }
  @media (min-width: 768px) {
    grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
  }
`;

/** The list of conversations: one button each, the open one marked `aria-current`. */
export const ConversationList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${token('color-border')};
  }
  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 12px 14px;
    border: 0;
    background: transparent;
    color: ${token('color-text')};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: inset ${token('focus-ring')};
  }
  button[aria-current='true'] {
    background: ${token('color-primary-soft')};
    box-shadow: inset 4px 0 0 ${token('color-primary')};
  }
`;

/** A list item's first line: who, and the unread count. */
export const ConversationLine = styled.span`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-weight: 650;
  overflow-wrap: anywhere;
`;

/** A list item's last message, on one line. */
export const ConversationPreview = styled.span`
  display: block;
  color: ${token('color-text-muted')};
  font-size: 0.8125rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const UnreadCount = styled.span`
  flex: none;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${token('color-primary')};
  color: ${token('color-on-primary')};
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
`;

/** Back to the list, on a phone only (wider, the list is beside the conversation). */
export const BackToList = styled.button`
  margin-bottom: 8px;
  padding: 8px 0;
  border: 0;
  background: transparent;
  color: ${token('color-primary')};
  font: inherit;
  cursor: pointer;
  @media (min-width: 768px) {
    display: none;
  }
`;

/** One message: the viewer's own on the right. */
export const MessageBubble = styled.li<{ $mine: boolean }>`
  align-self: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  background: ${(p) => (p.$mine ? token('color-primary-soft') : token('color-surface-sunken'))};
  color: ${token('color-text')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: ${token('color-primary-strong')};
  }
`;

/** A message's sender and time. */
export const MessageMeta = styled.span`
  display: block;
  font-size: 0.75rem;
  color: ${token('color-text-muted')};
`;
