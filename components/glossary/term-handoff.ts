/** Session-storage key through which the category page hands a chosen term to the glossary. */
const SELECTED_TERM_KEY = 'glossary:selectedTermId';

export function storeSelectedTerm(id: number): void {
  try {
    sessionStorage.setItem(SELECTED_TERM_KEY, String(id));
  } catch {
    // Storage can be disabled; the link itself still opens the term.
  }
}

/** Reads and clears the handed-over id (the product description clears it once used). */
export function takeSelectedTerm(): number | undefined {
  try {
    const value = sessionStorage.getItem(SELECTED_TERM_KEY);
    sessionStorage.removeItem(SELECTED_TERM_KEY);
    const id = value && /^[1-9][0-9]*$/.test(value) ? Number(value) : undefined;
    return id;
  } catch {
    return undefined;
  }
}
