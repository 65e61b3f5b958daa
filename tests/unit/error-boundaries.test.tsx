import { fireEvent, render, screen } from '@testing-library/react';
import SiteError from '@/app/(site)/error';
import ArticlesError from '@/app/(site)/articles/error';
import RangeToolError from '@/app/(site)/range-tool/error';
import { ToasterHost } from '@/components/toasts/toaster-host';

// The path is the framework's; the site's boundary only reads it.
let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const failure = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '1' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('error boundaries', () => {
  it('the home page shows the spec’s Connection Error, and Try Again asks the server again', () => {
    pathname = '/';
    const retry = jest.fn();
    render(<SiteError error={failure} retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Connection Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Database connection failed. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('the glossary’s list, whose layout has no boundary of its own, shows the glossary’s message', () => {
    pathname = '/glossary/12';
    render(<SiteError error={failure} retry={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load glossary entries. Please try again later.');
  });

  it('any other page under the site shows the general message', () => {
    pathname = '/privacy';
    render(<SiteError error={failure} retry={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('the articles list and the range tool show their spec messages with their toasts', async () => {
    const { unmount } = render(
      <>
        <ToasterHost />
        <ArticlesError error={failure} retry={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load articles. Please try again later.');
    expect(await screen.findByText('Failed to load articles. Please check your connection and try again.')).toBeInTheDocument();
    unmount();

    render(
      <>
        <ToasterHost />
        <RangeToolError error={failure} retry={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load vehicle data. Please try again later.');
    expect(await screen.findByText('Failed to load vehicle data')).toBeInTheDocument();
  });
});
