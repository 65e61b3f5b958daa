import { Profiler, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { CategoryForm } from '@/components/admin/categories/category-form';
import { CategoryHeader } from '@/components/admin/categories/category-header';
import { EntryForm } from '@/components/admin/glossary/entry-form';
import type { ActionResult } from '@/lib/actions/result';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn() }) }));

/**
 * Fills a form, sends it and checks that the server's refusal shows with the button back (`idle`, enabled), and that no
 * commit ever showed it beside the busy label.
 */
async function expectRefusalWithButtonBack(
  form: ReactNode,
  { fill, idle, busy, message }: { fill: (user: UserEvent) => Promise<void>; idle: string; busy: string; message: string },
) {
  let both = 0;
  const look = () => {
    if (screen.queryByRole('button', { name: busy }) && document.body.textContent?.includes(message)) both += 1;
  };
  render(
    <Profiler id="form" onRender={look}>
      {form}
    </Profiler>,
  );
  const user = userEvent.setup({ delay: null });
  await fill(user);
  await user.click(screen.getByRole('button', { name: idle }));
  expect(await screen.findByText(message)).toBeVisible();
  expect(screen.getByRole('button', { name: idle })).toBeEnabled();
  expect(both).toBe(0);
}

// The server actions are stand-ins for the round trip; each is tested against the database in tests/integration.
describe('back-office forms refused by the server', () => {
  it('Create New Category shows the refusal with "Create" back, never beside "Creating..."', async () => {
    const message = 'A category with this ID already exists';
    const create = async (): Promise<ActionResult> => ({ ok: false, message, field: 'id' });
    await expectRefusalWithButtonBack(<CategoryForm create={create} onCancel={jest.fn()} onCreated={jest.fn()} />, {
      fill: async (user) => {
        await user.type(screen.getByLabelText(/Category ID/), 'battery');
        await user.type(screen.getByLabelText(/^Category Name/), 'Battery');
      },
      idle: 'Create',
      busy: 'Creating...',
      message,
    });
  });

  it('a glossary entry refused shows the reason with "Add Term" back, never beside "Adding..."', async () => {
    const message = 'A term with this name already exists';
    const submit = async (): Promise<ActionResult<{ id: number }>> => ({ ok: false, message });
    await expectRefusalWithButtonBack(<EntryForm categories={[]} terms={[]} submit={submit} onSaved={jest.fn()} />, {
      fill: async (user) => {
        await user.type(screen.getByLabelText(/^Term/), 'Contactor');
        await user.type(screen.getByLabelText(/^Explanation/), 'A relay that connects the pack.');
      },
      idle: 'Add Term',
      busy: 'Adding...',
      message,
    });
  });

  it('a category edit refused shows the reason with "Save" back, never beside "Saving..."', async () => {
    const message = 'Failed to update category';
    const update = async (): Promise<ActionResult> => ({ ok: false, message });
    const category = { id: 'battery', name: 'Battery', description: null, entryCount: 3 };
    await expectRefusalWithButtonBack(
      <CategoryHeader category={category} actions={{ update, remove: jest.fn() }} onDeleted={jest.fn()} />,
      {
        fill: async (user) => {
          await user.click(screen.getByRole('button', { name: 'Edit Battery' }));
          await user.type(screen.getByLabelText(/^Name/), ' systems');
        },
        idle: 'Save',
        busy: 'Saving...',
        message,
      },
    );
  });
});
