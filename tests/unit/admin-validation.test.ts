/** @jest-environment node */
import { parseArticleImport } from '@/lib/admin/article-import';
import { ARTICLE_MESSAGES, articleSchema, seoDefaults } from '@/lib/admin/article';
import { addTag, formatDuration, VIDEO_MESSAGES, videoSchema } from '@/lib/admin/video';

describe('video form validation', () => {
  const valid = { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Reading BMS data' };

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/v/dQw4w9WgXcQ',
    'https://www.youtube.com/u/x/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
  ])('accepts %s', (url) => {
    expect(videoSchema.safeParse({ ...valid, url }).success).toBe(true);
  });

  it.each(['https://example.com/video', 'https://www.youtube.com/watch?v=short', 'https://youtu.be/'])('refuses %s as an invalid YouTube URL', (url) => {
    const result = videoSchema.safeParse({ ...valid, url });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(VIDEO_MESSAGES.invalidUrl);
  });

  it('requires the URL and the title with the site’s message', () => {
    expect(videoSchema.safeParse({ ...valid, title: '  ' }).error?.issues[0]?.message).toBe('YouTube URL and title are required');
    expect(videoSchema.safeParse({ ...valid, url: '' }).error?.issues[0]?.message).toBe('YouTube URL and title are required');
  });

  it('shows durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('62:05');
    expect(formatDuration(null)).toBeUndefined();
  });

  it('adds a tag only when it is not empty and not already there', () => {
    expect(addTag(['bms'], '  ')).toEqual(['bms']);
    expect(addTag(['bms'], 'BMS')).toEqual(['bms']);
    expect(addTag(['bms'], ' inverter ')).toEqual(['bms', 'inverter']);
  });
});

describe('article form validation', () => {
  it('requires title and content with the site’s message', () => {
    const result = articleSchema.safeParse({ title: '', content: 'x', status: 'draft' });
    expect(result.error?.issues[0]?.message).toBe(ARTICLE_MESSAGES.required);
    expect(articleSchema.safeParse({ title: 'x', content: '   ', status: 'published' }).error?.issues[0]?.message).toBe('Title and content are required');
  });

  it('does not enforce 160 characters for the SEO description', () => {
    expect(articleSchema.safeParse({ title: 't', content: 'c', status: 'draft', seoDescription: 'x'.repeat(200) }).success).toBe(true);
  });

  it('defaults the SEO title to the title and the SEO description to the excerpt', () => {
    expect(seoDefaults({ title: 'Title', excerpt: 'Excerpt', seoTitle: '', seoDescription: '' })).toEqual({ seoTitle: 'Title', seoDescription: 'Excerpt' });
    expect(seoDefaults({ title: 'Title', excerpt: 'Excerpt', seoTitle: 'SEO', seoDescription: 'Desc' })).toEqual({ seoTitle: 'SEO', seoDescription: 'Desc' });
  });
});

describe('article import', () => {
  it('reads the site’s front matter fields and trims the body', () => {
    const file = [
      '---',
      'title: Replacing a 12 V battery',
      'excerpt: Why the small battery matters',
      'author: Shop Lead',
      'tags: [12v, maintenance, 12v]',
      'seoTitle: 12 V battery replacement',
      'seoDescription: Steps and checks',
      'ignored: field',
      '---',
      '',
      '## Steps',
      '',
      'Body text.',
      '',
    ].join('\n');
    expect(parseArticleImport(file)).toEqual({
      asText: false,
      message: 'File content loaded successfully',
      article: {
        title: 'Replacing a 12 V battery',
        excerpt: 'Why the small battery matters',
        author: 'Shop Lead',
        tags: ['12v', 'maintenance'],
        seoTitle: '12 V battery replacement',
        seoDescription: 'Steps and checks',
        content: '## Steps\n\nBody text.',
      },
    });
  });

  it('loads a file without front matter as its content', () => {
    expect(parseArticleImport('  Just text.  \n')).toMatchObject({ article: { content: 'Just text.' }, message: 'File content loaded successfully' });
  });

  it('loads broken front matter as plain text', () => {
    const file = '---\ntitle: [unclosed\n---\nBody';
    expect(parseArticleImport(file)).toEqual({ asText: true, message: 'File content loaded as plain text', article: { content: file } });
  });

  it('never runs JavaScript front matter', () => {
    const marker = globalThis as { importRan?: boolean };
    const file = '---js\n{ title: (globalThis.importRan = true, "x") }\n---\nBody';
    const result = parseArticleImport(file);
    expect(marker.importRan).toBeUndefined();
    expect(result.message).toBe('File content loaded as plain text');
  });
});
