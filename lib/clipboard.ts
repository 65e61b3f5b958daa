export const COPY_MESSAGES = {
  link: 'Link copied to clipboard!',
  message: 'Message copied to clipboard!',
  failed: 'Failed to copy to clipboard',
} as const;

/** How long a copy button shows its checked state. */
export const COPIED_INDICATOR_MS = 3000;

/**
 * Copies text with the Clipboard API, falling back to a hidden field and execCommand where the API is
 * missing or refused (older browsers, non-secure origins). Throws only if both fail.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    try {
      field.select();
      if (!document.execCommand('copy')) throw new Error('Copy command refused');
    } finally {
      field.remove();
    }
  }
}
