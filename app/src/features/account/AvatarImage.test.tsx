import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AvatarImage } from './AvatarImage';

describe('AvatarImage', () => {
  it('draws the background colour and never lets a stored value set a background image', () => {
    const { container, rerender } = render(
      <AvatarImage avatar={{ default: 2, backgroundColor: '#ff0000' }} size={32} />,
    );
    const box = () => container.querySelector<HTMLSpanElement>('.avatar')!;
    expect(box().style.backgroundColor).toBe('rgb(255, 0, 0)');
    // A value that slipped past the data layer still cannot load anything: it is not a colour.
    rerender(
      <AvatarImage
        avatar={{ default: 2, backgroundColor: 'url(https://tracker.example/p.png)' }}
        size={32}
      />,
    );
    expect(box().getAttribute('style')).not.toContain('url(');
    expect(box().style.backgroundImage).toBe('');
  });
});
