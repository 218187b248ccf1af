import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { ForeignContentContext } from './foreignContent';
import { Markdown } from './Markdown';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Markdown', () => {
  test('renders the sanitised HTML inside a div with the given class', () => {
    const { container } = render(<Markdown className="article-body" source={'# Hi\n\n<script>x</script>'} />);
    const root = container.firstElementChild;
    expect(root?.className).toBe('article-body');
    expect(root?.querySelector('h1')?.textContent).toBe('Hi');
    expect(root?.querySelector('script')).toBeNull();
  });

  test('a plain click on a link inside the site navigates in the app without a reload', () => {
    const { getByText } = render(<Markdown source="[Editor](/editor?from=blog#top)" />);
    const notPrevented = fireEvent.click(getByText('Editor'));
    expect(notPrevented).toBe(false);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/editor?from=blog#top',
    );
  });

  test('external links and modified clicks are left to the browser', () => {
    const { getByText } = render(<Markdown source="[Out](https://example.com) [In](/feed)" />);
    expect(fireEvent.click(getByText('Out'))).toBe(true);
    expect(fireEvent.click(getByText('In'), { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  test('a link whose address the URL parser refuses is left to the browser, without an error', () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      const { getByText } = render(<Markdown source="[Chat](irc://h:99999)" />);
      expect(fireEvent.click(getByText('Chat'))).toBe(true);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
    expect(window.location.pathname).toBe('/');
  });
});

describe('Markdown inside foreign content', () => {
  test('holds images back until "Show images" is clicked, then loads them without a referrer', () => {
    const { container, getByRole } = render(
      <ForeignContentContext.Provider value>
        <Markdown source="![a cat](https://images.example/cat.png)" />
      </ForeignContentContext.Provider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('[Image: a cat]');
    fireEvent.click(getByRole('button', { name: 'Show images' }));
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://images.example/cat.png');
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(container.querySelector('button')).toBeNull();
  });

  test('shows no button when there is no image, and first-party content loads images at once', () => {
    const foreign = render(
      <ForeignContentContext.Provider value>
        <Markdown source="just text" />
      </ForeignContentContext.Provider>,
    );
    expect(foreign.container.querySelector('button')).toBeNull();
    const own = render(<Markdown source="![a](/images/thog.png)" />);
    expect(own.container.querySelector('img')?.getAttribute('src')).toBe('/images/thog.png');
  });
});
