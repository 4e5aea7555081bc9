import { Avatar, mediaUp } from '@chorus/ui';
import { Check, Quote } from 'lucide-react';
import { styled } from 'styled-components';

const Panel = styled.aside`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 28px;
  padding: 40px clamp(20px, 6vw, 72px);
  color: #fff;
  background:
    radial-gradient(120% 80% at 100% 0%, rgba(255, 138, 101, 0.55) 0%, rgba(255, 138, 101, 0) 55%),
    radial-gradient(90% 70% at 0% 100%, rgba(43, 179, 163, 0.35) 0%, rgba(43, 179, 163, 0) 60%),
    linear-gradient(150deg, #5b3df5 0%, #3a1fc1 55%, #24137f 100%);

  ${mediaUp('lg')} {
    margin: 16px 16px 16px 0;
    border-radius: 28px;
    padding: 56px clamp(40px, 5vw, 80px);
  }
`;

/* Decorative sound-wave bars in the corner. */
const Wave = styled.div`
  position: absolute;
  right: -10px;
  bottom: -10px;
  display: flex;
  align-items: flex-end;
  gap: 10px;
  opacity: 0.14;
  span {
    width: 14px;
    border-radius: 8px;
    background: #fff;
  }
`;

const Eyebrow = styled.p`
  font-size: 0.8125rem;
  font-weight: 650;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  opacity: 0.8;
`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
  max-width: 520px;
`;

const QuoteText = styled.blockquote`
  margin: 14px 0 24px;
  font-size: clamp(1.25rem, 2.2vw, 1.75rem);
  font-weight: 600;
  line-height: 1.35;
  letter-spacing: -0.02em;
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 0.9375rem;
  strong {
    display: block;
    font-weight: 650;
  }
  span {
    opacity: 0.75;
    font-size: 0.8125rem;
  }
`;

const Points = styled.ul`
  position: relative;
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 520px;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    font-size: 0.9375rem;
    font-weight: 500;
  }
  svg {
    flex: none;
    padding: 4px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.16);
  }
`;

const points = ['Paid campaigns from artists and brands', 'Contests with cash prizes', 'Payouts straight to your payment email'];

/** The login page's testimonial panel (accounts.md §2). */
export function TestimonialPanel() {
  return (
    <Panel aria-label="What creators say">
      <Wave aria-hidden="true">
        {[60, 120, 90, 180, 140, 220, 110, 160].map((h, i) => (
          <span key={i} style={{ height: h }} />
        ))}
      </Wave>
      <Eyebrow>Creators on Chorus</Eyebrow>
      <Figure>
        <Quote size={36} aria-hidden="true" style={{ opacity: 0.55 }} />
        <QuoteText>
          I used to chase brands in my DMs. Now the campaigns come to me, the brief is clear, and I know exactly when I get
          paid.
        </QuoteText>
        <Person>
          <Avatar name="Aaliyah Brooks" size={44} />
          <div>
            <strong>Aaliyah Brooks</strong>
            <span>Singer and TikTok creator</span>
          </div>
        </Person>
      </Figure>
      <Points>
        {points.map((point) => (
          <li key={point}>
            <Check size={22} aria-hidden="true" />
            {point}
          </li>
        ))}
      </Points>
    </Panel>
  );
}
