import { Link } from 'wouter';

import { usePageHead } from '../features/head';
import { StreamingDemo } from '../features/home/StreamingDemo';
import '../features/home/home.css';

const FEATURES = [
  {
    title: 'See the whole picture',
    text: 'A tier list squeezes everything into one letter. A radar chart keeps every attribute visible, so a character who is fast but fragile never hides behind a single S or C.',
  },
  {
    title: 'Free, private, no sign-up',
    text: 'Build as many charts as you like right in your browser. They are saved on your device, and an optional free account backs up to five of them to the cloud.',
  },
  {
    title: 'Share it anywhere',
    text: 'Download a crisp SVG or PNG, copy the image straight to your clipboard, or send a link. Break a chart out into a grid to compare every entry side by side.',
  },
] as const;

const EXAMPLES = [
  { href: '/chart/marvel-rivals-characters', label: 'Marvel Rivals heroes' },
  { href: '/chart/jojos-stand', label: "JoJo's Stands" },
  { href: '/chart/board-game-decision-chart', label: 'Board game night' },
  { href: '/chart/art-the-sun', label: 'Art: the Sun' },
] as const;

/** The landing page: headline, calls to action, the animated demo, social proof and features. */
export function HomePage() {
  usePageHead({
    title: 'StatRadar: Radar Charts > Tier Lists',
    description:
      'Free radar chart maker: score anything across the attributes that matter and share a clear chart. No sign-up needed.',
  });
  return (
    <div className="home">
      <section className="home-hero page" aria-labelledby="home-title">
        <div className="home-hero-text">
          <h1 id="home-title">Radar Charts &gt; Tier Lists</h1>
          <p className="home-lede">
            Rank anything across the attributes that matter: heroes, snacks, streaming services, your next
            laptop. StatRadar turns your scores into a clear, shareable radar chart in seconds.
          </p>
          <div className="home-actions">
            <Link href="/editor" className="button button-primary home-build">
              Build Chart
            </Link>
            <Link href="/blog/thog-explains" className="home-secondary-link">
              Why radar charts? Thog explains
            </Link>
          </div>
        </div>
        <StreamingDemo />
      </section>

      <section className="home-proof" aria-labelledby="home-proof-title">
        <div className="page">
          <h2 id="home-proof-title">Made for people who rank things</h2>
          <p>
            Gamers settle hero debates with it, food fans score fast-food chains, pet owners chart their dogs
            and shoppers compare purchases before they buy. Open a community favourite and make it your own:
          </p>
          <ul className="home-examples">
            {EXAMPLES.map((example) => (
              <li key={example.href}>
                <Link href={example.href} className="home-example">
                  {example.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page" aria-labelledby="home-features-title">
        <h2 id="home-features-title" className="visually-hidden">
          Why StatRadar
        </h2>
        <ul className="home-features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card home-feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <p className="home-closing">
          <Link href="/editor" className="button button-primary">
            Start your first chart
          </Link>
        </p>
      </section>
    </div>
  );
}
