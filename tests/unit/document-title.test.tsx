import { act, render } from '@testing-library/react';
import { useDocumentTitle } from '@/components/calculators/use-document-title';

const SERVER_TITLE = 'Tesla Model 3: $20.00 for 250.5 miles in California | EV Repair Knowledge';

function Tool({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** Writes a title's text the way React does when it hydrates the page's metadata: into the element's text node. */
function hydrateServerTitle(text: string) {
  document.head.querySelector('title')!.firstChild!.nodeValue = text;
}

/** Mutation observers report after the current task's microtasks. */
const observed = () => act(async () => await Promise.resolve());

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = SERVER_TITLE;
});

test('the tab title follows the result and keeps the site name', () => {
  const { rerender } = render(<Tool title="Tesla Model 3: $0.20 for 2.5 miles in California" />);
  expect(document.title).toBe('Tesla Model 3: $0.20 for 2.5 miles in California | EV Repair Knowledge');
  rerender(<Tool title="Tesla Model 3: $8.00 for 100 miles in California" />);
  expect(document.title).toBe('Tesla Model 3: $8.00 for 100 miles in California | EV Repair Knowledge');
});

test('metadata that hydrates after the visitor changed an input does not bring back the first result’s title', async () => {
  render(<Tool title="Tesla Model 3: $0.20 for 2.5 miles in California" />);
  hydrateServerTitle(SERVER_TITLE);
  await observed();
  expect(document.title).toBe('Tesla Model 3: $0.20 for 2.5 miles in California | EV Repair Knowledge');
});

test('another page’s title, after a client navigation, is left alone', async () => {
  const { unmount } = render(<Tool title="Tesla Model 3: $0.20 for 2.5 miles in California" />);
  hydrateServerTitle('Glossary | EV Repair Knowledge');
  await observed();
  expect(document.title).toBe('Glossary | EV Repair Knowledge');
  unmount();
  hydrateServerTitle(SERVER_TITLE);
  await observed();
  expect(document.title).toBe(SERVER_TITLE);
});
