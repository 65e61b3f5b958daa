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
    for (const src of [
      '/images/articles/01-high-voltage.svg',
      'https://pictures.example/tire.jpg',
      // The optimizer serves YouTube's video thumbnails only, and no Supabase project but the site's own.
      'https://i.ytimg.com/an_avatar/photo.jpg',
      'https://someone-else.supabase.co/storage/v1/object/public/media/photo.png',
    ]) {
      const { image, unmount } = show(src);
      expect(image).toHaveAttribute('src', src);
      expect(image).not.toHaveAttribute('srcset');
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '360');
      unmount();
    }
  });

  it("serve the site's own Supabase project's public files through the optimizer, and no other of its addresses", () => {
    const configured = process.env.NEXT_PUBLIC_SUPABASE_URL;
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://ourproject.supabase.co';
    try {
      const own = 'https://ourproject.supabase.co/storage/v1/object/public/media/featured/photo.png';
      const first = show(own);
      expect(first.image.getAttribute('src')).toContain(`/_next/image?url=${encodeURIComponent(own)}`);
      first.unmount();
      const signed = 'https://ourproject.supabase.co/storage/v1/object/sign/media/photo.png?token=x';
      expect(show(signed).image).toHaveAttribute('src', signed);
    } finally {
      if (configured === undefined) delete process.env.NEXT_PUBLIC_SUPABASE_URL;
      else process.env.NEXT_PUBLIC_SUPABASE_URL = configured;
    }
  });
});
