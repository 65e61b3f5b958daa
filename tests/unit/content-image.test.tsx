import { render, screen } from '@testing-library/react';
import { CARD_SIZES, ContentImage } from '@/components/content/content-image';

const show = (src: string) => {
  const { unmount } = render(
    <ContentImage src={src} alt="A picture" width={480} height={360} sizes={CARD_SIZES} />,
  );
  return { image: screen.getByRole('img', { name: 'A picture' }), unmount };
};

describe('content pictures', () => {
  it("serve a raster picture on our host or the video platform's through the optimizer, sized for the card", () => {
    for (const src of ['/storage/media/featured/abc.png', 'https://i.ytimg.com/vi/abc/hqdefault.jpg']) {
      const { image, unmount } = show(src);
      expect(image.getAttribute('src')).toContain(`/_next/image?url=${encodeURIComponent(src)}`);
      expect(image.getAttribute('srcset')).toMatch(/\/_next\/image\?url=.+ 640w/);
      expect(image).toHaveAttribute('sizes', CARD_SIZES);
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '360');
      unmount();
    }
  });

  it('show an SVG illustration or a picture on another host as it is, with its box reserved', () => {
    for (const src of ['/images/articles/01-high-voltage.svg', 'https://pictures.example/tire.jpg']) {
      const { image, unmount } = show(src);
      expect(image).toHaveAttribute('src', src);
      expect(image).not.toHaveAttribute('srcset');
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '360');
      unmount();
    }
  });
});
