/**
 * Bar labels on a phone: chart.js gives the label axis at most half the chart's width and clips what is wider at
 * the canvas edge ("n R1S Dual Standard (22in)"). Labels are broken into lines at spaces to fit the space the
 * axis has; a label longer than `maxLines` ends with an ellipsis, and the chart's table gives every name in full.
 */

/** Average advance of a character of chart.js's default 12 px label font, rounded up. */
const CHAR_PX = 7;
/** The share of the chart's width the label axis may take (chart.js allows half; the rest is its padding). */
const AXIS_SHARE = 0.42;

/** How many characters fit on one label line of a chart this wide (at least 8). */
export function charsPerLine(chartWidthPx: number): number {
  return Math.max(8, Math.floor((chartWidthPx * AXIS_SHARE) / CHAR_PX));
}

/** The label as lines of at most `width` characters (a longer word is cut), at most `maxLines` of them. */
export function wrapLabel(label: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const pieces = word.length > width ? (word.match(new RegExp(`.{1,${width}}`, 'g')) ?? [word]) : [word];
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length + 1 > width ? last.slice(0, width - 1) : last}…`;
  return kept;
}
