import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlossaryBrowser, type GlossaryListItem } from '@/components/glossary/glossary-browser';
import { storeSelectedTerm, takeSelectedTerm } from '@/components/glossary/term-handoff';
import { WordOfTheDay } from '@/components/glossary/word-of-the-day';
import { CategoryTerms } from '@/components/categories/category-terms';
import { LinkRouter } from '@/components/layout/link-router';
import { utcDay, nextUtcDay } from '@/lib/content/word-of-day';
import { listSearchStandIn } from '../fixtures/list-search-stand-in';

// The router is the framework's; the components only ask it to navigate.
const replace = jest.fn();
const push = jest.fn();
let params: { id?: string } = {};
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push, refresh: jest.fn() }),
  useParams: () => params,
}));

// In the order the page hands them over: lib/db/glossary.ts sorts the glossary by term, case aside.
const items: GlossaryListItem[] = [
  { id: 3, term: 'Amp-hour', summary: 'A unit of charge.' },
  { id: 2, term: 'Battery Management System (BMS)', summary: 'Watches every cell.' },
  { id: 4, term: 'busbar', summary: 'A solid conductor between modules.' },
  { id: 1, term: 'Inverter', summary: 'Turns DC from the battery into AC for the motor.' },
];

// What the server searches: whole explanations, longer than the summaries the list carries.
let server: ReturnType<typeof listSearchStandIn>;
const realFetch = global.fetch;

beforeEach(() => {
  replace.mockClear();
  push.mockClear();
  params = {};
  sessionStorage.clear();
  window.history.replaceState(null, '', '/glossary');
  server = listSearchStandIn({
    '1': 'Inverter Turns DC from the battery into AC for the motor.',
    '2': 'Battery Management System (BMS) Watches every cell and balances the pack.',
    '3': 'Amp-hour A unit of charge.',
    '4': 'busbar A solid conductor between modules.',
  });
  global.fetch = server.fetch as typeof fetch;
});

afterEach(() => {
  global.fetch = realFetch;
});

describe('GlossaryBrowser', () => {
  it('lists terms under upper-cased letter headings, in the order the glossary comes', () => {
    render(<GlossaryBrowser items={items} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['A', 'B', 'I']);
    const b = screen.getByRole('region', { name: 'B' });
    expect(within(b).getAllByRole('link').map((link) => link.querySelector('span')?.textContent)).toEqual([
      'Battery Management System (BMS)',
      'busbar',
    ]);
    expect(screen.getByRole('link', { name: /Inverter/ })).toHaveAttribute('href', '/glossary/1');
  });

  it('opens a term in place on a plain click and leaves other clicks to the browser', async () => {
    render(
      <>
        <GlossaryBrowser items={items} />
        <LinkRouter />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: /Inverter/ }));
    expect(push).toHaveBeenCalledWith('/glossary/1', { scroll: false });
    push.mockClear();
    // Ctrl-click opens a new tab: the page does not navigate.
    expect(fireEvent.click(screen.getByRole('link', { name: /busbar/ }), { ctrlKey: true })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  const termLinks = () =>
    screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/glossary/'));

  it('asks the server, shows the terms it found in whole explanations, keeps the query in the address and term links, and shows the empty text', async () => {
    render(<GlossaryBrowser items={items} />);
    // The live search takes the field's place once the visitor reaches for it: ask for the field each time.
    const search = () => screen.getByPlaceholderText('Search terms...');
    await userEvent.type(search(), 'BALANCES');
    await waitFor(() => expect(termLinks()).toEqual(['/glossary/2?q=BALANCES']));
    expect(server.requests.map((url) => url.searchParams.get('kind'))).toEqual(['glossary']);
    await waitFor(() => expect(window.location.search).toBe('?q=BALANCES'));
    expect(search()).toHaveFocus();
    fireEvent.change(search(), { target: { value: 'flux capacitor' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No terms found matching "flux capacitor"'));
  });

  it('when the server cannot answer, says so and searches the terms and summaries on the page', async () => {
    server.fail(true);
    render(<GlossaryBrowser items={items} />);
    await userEvent.type(screen.getByPlaceholderText('Search terms...'), 'conductor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Please try again.');
    expect(termLinks()).toEqual(['/glossary/4?q=conductor']);
  });

  it('searches at once for a link that arrives with ?q=', async () => {
    window.history.replaceState(null, '', '/glossary?q=balances');
    render(<GlossaryBrowser items={items} />);
    await waitFor(() => expect(termLinks()).toEqual(['/glossary/2?q=balances']));
    expect(screen.getByPlaceholderText('Search terms...')).toHaveValue('balances');
    expect(server.requests).toHaveLength(1);
  });

  it('indexes A–Z: letters with terms link to their headings, the others are shown but are not links', async () => {
    render(<GlossaryBrowser items={items} />);
    const index = () => screen.getByRole('navigation', { name: 'Glossary index' });
    expect(within(index()).getAllByRole('listitem')).toHaveLength(26);
    expect(within(index()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['A', '#letter-A'],
      ['B', '#letter-B'],
      ['I', '#letter-I'],
    ]);
    expect(document.getElementById('letter-B')).toHaveTextContent('B');
    expect(within(index()).getByText('C').closest('a')).toBeNull();
    // A search leaves the letters of the terms it shows.
    await userEvent.type(screen.getByPlaceholderText('Search terms...'), 'motor');
    await waitFor(() => expect(within(index()).getAllByRole('link').map((link) => link.textContent)).toEqual(['I']));
  });

  it('opens a term handed over in session storage once, and clears it', () => {
    storeSelectedTerm(3);
    render(<GlossaryBrowser items={items} />);
    expect(replace).toHaveBeenCalledWith('/glossary/3', { scroll: false });
    expect(takeSelectedTerm()).toBeUndefined();
  });

  it('does not navigate again when the handed-over term is already open', () => {
    params = { id: '3' };
    storeSelectedTerm(3);
    render(<GlossaryBrowser items={items} />);
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /Amp-hour/ })).toHaveAttribute('aria-current', 'true');
  });
});

describe('WordOfTheDay', () => {
  it('shows the pick for the current UTC day with Learn More to its entry', () => {
    const today = utcDay();
    render(
      <WordOfTheDay
                picks={[
          { day: today, id: 7, term: 'Contactor', summary: 'A relay.' },
          { day: nextUtcDay(today), id: 8, term: 'Pre-charge', summary: 'Limits inrush.' },
        ]}
      />,
    );
    expect(screen.getByText('Contactor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/glossary/7');
  });

  it('switches to the next day’s pick when a cached page outlives midnight UTC', () => {
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    render(
      <WordOfTheDay
                picks={[
          { day: yesterday, id: 7, term: 'Contactor', summary: 'A relay.' },
          { day: utcDay(), id: 8, term: 'Pre-charge', summary: 'Limits inrush.' },
        ]}
      />,
    );
    expect(screen.getByText('Pre-charge')).toBeInTheDocument();
  });
});

describe('CategoryTerms', () => {
  it('searches within the category on the server, shows the empty text, and hands the chosen term to the glossary', async () => {
    window.history.replaceState(null, '', '/category/charging');
    render(<CategoryTerms categoryId="charging" categoryName="Charging" items={items.filter((item) => item.id <= 2).map(({ id, term, summary }) => ({ id, term, text: summary }))} />);
    const search = () => screen.getByPlaceholderText('Search Charging...');
    await userEvent.type(search(), 'balances');
    await waitFor(() => expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/glossary/2']));
    expect(Object.fromEntries(server.requests[0]!.searchParams)).toEqual({ kind: 'category', category: 'charging', q: 'balances' });
    await waitFor(() => expect(window.location.search).toBe('?q=balances'));
    fireEvent.change(search(), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No entries found for "zzz"'));
    fireEvent.change(search(), { target: { value: '' } });
    const link = screen.getByRole('link', { name: /Inverter/ });
    expect(link).toHaveAttribute('href', '/glossary/1');
    fireEvent.click(link);
    expect(takeSelectedTerm()).toBe(1);
  });

  it('when the server cannot answer, says so and searches the terms on the page', async () => {
    server.fail(true);
    window.history.replaceState(null, '', '/category/charging');
    render(<CategoryTerms categoryId="charging" categoryName="Charging" items={items.map(({ id, term, summary }) => ({ id, term, text: summary }))} />);
    await userEvent.type(screen.getByPlaceholderText('Search Charging...'), 'amp');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Please try again.');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/glossary/3']);
  });
});
