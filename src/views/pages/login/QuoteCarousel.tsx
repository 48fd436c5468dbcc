// Rotating quotes (product rules ‹Product overview›, every 8 s). Pauses while hovered or focused and on request (WCAG 2.2.2);
// the change is not announced to screen readers while it rotates by itself.
import { useEffect, useState } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { QUOTE_INTERVAL_MS } from '../../../domain/constants.ts';
import type { Quote } from './content.ts';

export function QuoteCarousel({ quotes }: { quotes: readonly Quote[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !hovered && !focused && quotes.length > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % quotes.length), QUOTE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, quotes.length]);

  const quote = quotes[index];
  if (!quote) return null;
  return (
    <section
      className="quote"
      aria-roledescription="Karussell"
      aria-label="Stimmen aus der Praxis"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <figure aria-live={running ? 'off' : 'polite'} aria-roledescription="Zitat" data-testid="login-quote">
        <blockquote>„{quote.text}“</blockquote>
        <figcaption>– {quote.author}</figcaption>
      </figure>
      <div className="quote__dots">
        {quotes.map((q, i) => (
          <RACButton
            key={q.author}
            className="quote__dot"
            aria-label={`Zitat ${i + 1} von ${quotes.length}`}
            aria-current={i === index ? 'true' : undefined}
            onPress={() => setIndex(i)}
          />
        ))}
        <RACButton className="quote__pause" onPress={() => setPaused((p) => !p)}>
          {paused ? 'Zitate fortsetzen' : 'Zitate anhalten'}
        </RACButton>
      </div>
    </section>
  );
}
