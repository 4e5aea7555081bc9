import type { HTMLAttributes } from 'react';
import { StyledCard, type CardPadding } from './card.styles.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element rendered; `section` or `article` when the card has its own heading. Not called `as`:
   * on a `styled(Card)` wrapper styled-components would swallow `as` and drop the card's own styles.
   */
  element?: 'div' | 'section' | 'article' | 'li';
  padding?: CardPadding;
  /** Lifts on hover and shows the focus ring of a focused descendant (a card that is one big link). */
  interactive?: boolean;
}

export function Card({ element = 'div', padding = 'md', interactive = false, children, ...rest }: CardProps) {
  return (
    <StyledCard {...rest} as={element} $padding={padding} $interactive={interactive}>
      {children}
    </StyledCard>
  );
}
