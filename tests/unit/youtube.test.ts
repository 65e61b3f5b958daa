import { youtubeId } from '@/lib/content/youtube';

const ID = 'aBcD3fG_h-1';

describe('youtubeId', () => {
  it.each([
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=42`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&list=PL123`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/user/someone#p/u/1/${ID}`,
    `  https://m.youtube.com/watch?v=${ID}  `,
  ])('reads the id from %s', (url) => {
    expect(youtubeId(url)).toBe(ID);
  });

  it.each([
    '',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=waytoolongid123',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/channel/UC123',
    'not a url',
  ])('rejects %p', (url) => {
    expect(youtubeId(url)).toBeUndefined();
  });
});
