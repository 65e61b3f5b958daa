/**
 * The chart's numbers as a table: readable by screen readers and without JavaScript, and in the
 * server HTML of a shared link.
 */
export function ChartDataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: string[][];
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-brand-700 dark:text-brand-500">
        Show chart data as a table
      </summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="border-b border-slate-200 py-1 pr-3 font-medium dark:border-slate-800"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="py-1 pr-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="py-1 pr-3 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
