import {
  CATEGORY_MESSAGES,
  categoryCreateSchema,
  categoryIdSchema,
  explanationHtml,
  GLOSSARY_MESSAGES,
  glossaryEntrySchema,
  glossaryImportSchema,
  normalizeCategoryId,
} from '@/lib/admin/glossary';

describe('category id rule', () => {
  it('lower-cases and turns whitespace into hyphens as it is typed, keeping a trailing space as a hyphen', () => {
    expect(normalizeCategoryId('Thermal Management')).toBe('thermal-management');
    expect(normalizeCategoryId('High  Voltage\tSafety')).toBe('high-voltage-safety');
    expect(normalizeCategoryId('Battery ')).toBe('battery-');
  });

  it('accepts lowercase letters, digits and single hyphens only', () => {
    for (const id of ['battery', 'iso-15118', '12v', 'a-b-c']) expect(categoryIdSchema.safeParse(id).success).toBe(true);
    for (const id of ['', '-battery', 'battery-', 'bat--tery', 'batterie_s', 'bättery', 'a.b', 'x'.repeat(61)]) {
      expect(categoryIdSchema.safeParse(id).success).toBe(false);
    }
  });

  it('the create form trims, normalizes and checks the id, and needs a name', () => {
    expect(categoryCreateSchema.parse({ id: '  Wiring Harness ', name: ' Wiring ', description: '' })).toEqual({
      id: 'wiring-harness',
      name: 'Wiring',
      description: null,
    });
    const missing = categoryCreateSchema.safeParse({ id: '', name: 'Name' });
    expect(missing.success || missing.error.issues[0]?.message).toBe(CATEGORY_MESSAGES.required);
    const noName = categoryCreateSchema.safeParse({ id: 'ok', name: '   ' });
    expect(noName.success || noName.error.issues[0]?.message).toBe(CATEGORY_MESSAGES.required);
    const bad = categoryCreateSchema.safeParse({ id: 'Ladung & Stecker', name: 'Charging' });
    expect(bad.success || bad.error.issues[0]?.message).toBe(CATEGORY_MESSAGES.idRule);
  });
});

describe('glossary entry rules', () => {
  it('needs both term and explanation after trimming, with the site’s message', () => {
    for (const input of [
      { term: ' ', explanation: 'x' },
      { term: 'x', explanation: '\n\t' },
    ]) {
      const result = glossaryEntrySchema.safeParse(input);
      expect(result.success || result.error.issues[0]?.message).toBe(GLOSSARY_MESSAGES.required);
    }
    expect(glossaryEntrySchema.parse({ term: ' BMS ', explanation: ' text ', categoryId: '' })).toEqual({
      term: 'BMS',
      explanation: 'text',
      categoryId: null,
    });
  });

  it('an import needs at least one row', () => {
    const empty = glossaryImportSchema.safeParse({ rows: [] });
    expect(empty.success || empty.error.issues[0]?.message).toBe(GLOSSARY_MESSAGES.csvEmpty);
  });

  it('stores plain text as paragraphs and leaves HTML as written', () => {
    expect(explanationHtml('One line\nsame paragraph\n\nNext one')).toBe('<p>One line same paragraph</p><p>Next one</p>');
    expect(explanationHtml('<p>Already <em>HTML</em></p>')).toBe('<p>Already <em>HTML</em></p>');
    expect(explanationHtml('  ')).toBe('');
    // Applying it again changes nothing, so the server may apply it to what the browser prepared.
    expect(explanationHtml(explanationHtml('a < b\n\nc'))).toBe('<p>a &lt; b</p><p>c</p>');
  });
});
