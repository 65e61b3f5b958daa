import { fireEvent, render, screen } from '@testing-library/react';
import SiteError from '@/app/(site)/error';
import { ToasterHost } from '@/components/toasts/toaster-host';

// The path and the router are the framework's; the boundaries only read the one and ask the other to navigate.
let pathname = '/';
const replace = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ replace }) }));

const failure = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '1' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

// The screen is a lazily loaded module: its first import may take longer than the default second on a busy machine.
const findAlert = () => screen.findByRole('alert', {}, { timeout: 10_000 });

describe('error boundaries', () => {
  it('the home page shows the product description’s Connection Error, and Try Again asks the server again', async () => {
    pathname = '/';
    const retry = jest.fn();
    render(<SiteError error={failure} retry={retry} />);
    expect(await findAlert()).toHaveTextContent('Connection Error');
    expect(await findAlert()).toHaveTextContent('Database connection failed. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('the glossary’s list, whose layout has no boundary of its own, shows the glossary’s message', async () => {
    pathname = '/glossary/12';
    render(<SiteError error={failure} retry={jest.fn()} />);
    expect(await findAlert()).toHaveTextContent('Failed to load glossary entries. Please try again later.');
  });

  it('any other page under the site shows the general message', async () => {
    pathname = '/privacy';
    render(<SiteError error={failure} retry={jest.fn()} />);
    expect(await findAlert()).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('the articles list and the range tool show their spec messages with their toasts', async () => {
    pathname = '/articles';
    const { unmount } = render(
      <>
        <ToasterHost />
        <SiteError error={failure} retry={jest.fn()} />
      </>,
    );
    expect(await findAlert()).toHaveTextContent('Failed to load articles. Please try again later.');
    expect(await screen.findByText('Failed to load articles. Please check your connection and try again.')).toBeInTheDocument();
    unmount();

    pathname = '/range-tool';
    render(
      <>
        <ToasterHost />
        <SiteError error={failure} retry={jest.fn()} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'EV Range & Charging Cost Comparison' })).toBeInTheDocument();
    expect(await findAlert()).toHaveTextContent('Failed to load vehicle data. Please try again later.');
    expect(await screen.findByText('Failed to load vehicle data')).toBeInTheDocument();
  });

  it('the battery and tire calculators show their titles and the EV models message', async () => {
    for (const [path, title] of [
      ['/battery-degradation', 'EV Battery Degradation Calculator'],
      ['/tire-calculator', 'RangeBoost: EV Tire Pressure Range Calculator'],
    ] as const) {
      pathname = path;
      const { unmount } = render(
        <>
          <ToasterHost />
          <SiteError error={failure} retry={jest.fn()} />
        </>,
      );
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(await findAlert()).toHaveTextContent('Failed to load EV models. Please try again later.');
      expect(await screen.findByText('Failed to load EV models')).toBeInTheDocument();
      unmount();
    }
  });

  it('each section’s pages show their own screen', async () => {
    for (const [path, title, message] of [
      ['/article/7', 'Article Not Found', 'Failed to load article. Please try again later.'],
      ['/charger-install/home-charger', 'Article Not Found', 'Failed to load article. Please try again later.'],
      ['/charger-install', 'EV Charger Installation Guides', 'Failed to load articles'],
      ['/tire-fitment/tire/3', 'Something went wrong', 'Failed to load tire details. Please try again later.'],
      ['/tire-fitment/vehicle/3', 'Something went wrong', 'Failed to load vehicle details. Please try again later.'],
      ['/tire-fitment/ev/3', 'Something went wrong', 'Failed to load vehicle details. Please try again later.'],
      ['/tire-fitment/compare', 'Tire Fitment Directory', 'Failed to load initial data. Please try again later.'],
      ['/installers/join', 'Find EV Charger Installers', 'Failed to load installers'],
      ['/vehicle-data-info', 'Error Loading Data', 'Failed to load vehicle database statistics'],
      ['/videos', 'Videos', 'Failed to load videos. Please try again later.'],
    ] as const) {
      pathname = path;
      const { unmount } = render(<SiteError error={failure} retry={jest.fn()} />);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(await findAlert()).toHaveTextContent(message);
      unmount();
    }
    expect(replace).not.toHaveBeenCalled();
  });

  it('a category that failed to load sends the visitor back to the category grid', async () => {
    pathname = '/category/battery';
    render(<SiteError error={failure} retry={jest.fn()} />);
    expect(await findAlert()).toHaveTextContent('Database connection failed. Please try again later.');
    expect(replace).toHaveBeenCalledWith('/categories');
  });
});
