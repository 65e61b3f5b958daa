import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TagInput } from '@/components/admin/tag-input';

function Harness() {
  const [tags, setTags] = useState<string[]>(['bms']);
  return <TagInput tags={tags} onChange={setTags} />;
}

describe('TagInput', () => {
  it('adds tags with Enter or the plus button, skipping empty and duplicate ones, and removes them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(input, 'inverter{Enter}');
    await user.type(input, 'BMS{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'coolant');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['bms', 'inverter', 'coolant']);
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove tag inverter' }));
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['bms', 'coolant']);
  });
});
