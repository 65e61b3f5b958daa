import { render, screen } from '@testing-library/react';
import { ToasterHost } from '@/components/toasts/toaster-host';
import { ARTICLE_MESSAGES } from '@/components/articles/messages';
import { LoadError } from '@/components/content/load-error';
import { listLoadMessage } from '@/components/content/load-message';

const PROBE_FAILURE_MESSAGE = 'Unable to connect to the database. Please try again later.';
import { UserFacingError } from '@/lib/errors';
import { excerptOf } from '@/lib/content/markdown';

describe('list load messages', () => {
  it('says the database cannot be reached for connection failures', () => {
    expect(listLoadMessage(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), ARTICLE_MESSAGES.loadFailed)).toBe(PROBE_FAILURE_MESSAGE);
    expect(listLoadMessage(Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }), ARTICLE_MESSAGES.loadFailed)).toBe(PROBE_FAILURE_MESSAGE);
  });

  it('uses the catalogue for timeouts and the page fallback for anything unexplained', () => {
    expect(listLoadMessage(Object.assign(new Error('x'), { code: '57014' }), ARTICLE_MESSAGES.loadFailed)).toBe(
      'The operation took too long to complete. Please try again.',
    );
    expect(listLoadMessage(new Error('relation "articles" does not exist'), ARTICLE_MESSAGES.loadFailed)).toBe(ARTICLE_MESSAGES.loadFailed);
    expect(listLoadMessage(new UserFacingError('Shown as written'), ARTICLE_MESSAGES.loadFailed)).toBe('Shown as written');
  });
});

describe('LoadError', () => {
  it('shows the message, the site’s toast and a Try Again button', async () => {
    render(
      <>
        <ToasterHost />
        <LoadError message={ARTICLE_MESSAGES.loadFailed} toastMessage={ARTICLE_MESSAGES.loadFailedToast} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(ARTICLE_MESSAGES.loadFailed);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(await screen.findByText(ARTICLE_MESSAGES.loadFailedToast)).toBeInTheDocument();
  });
});

describe('plain text of markdown', () => {
  it('drops syntax, raw HTML and code blocks', () => {
    expect(excerptOf('## Costs\n\nA **bold** [link](https://x.example) and `code`.\n\n<script>alert(1)</script>\n\n```\nskip\n```')).toBe(
      'Costs A bold link and code.',
    );
  });

  it('cuts an excerpt at a word boundary', () => {
    const excerpt = excerptOf('word '.repeat(100), 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt).toMatch(/word…$/);
    expect(excerptOf('Short text.', 40)).toBe('Short text.');
  });
});
