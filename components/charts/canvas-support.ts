let supported: boolean | undefined;

/**
 * Whether this browser can draw on a canvas (some hardened browsers and test DOMs cannot). Without it the
 * chart is left out and the data table beside it carries the numbers.
 */
export function canDrawCanvas(): boolean {
  if (supported === undefined) {
    try {
      supported = Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      supported = false;
    }
  }
  return supported;
}
