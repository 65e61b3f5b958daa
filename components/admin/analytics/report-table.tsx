/**
 * A titled table of the report, rendered on the server. The first column names the row; the others are
 * numbers, right-aligned.
 */
export function ReportTable({
  title,
  headers,
  rows,
  empty,
  testId,
}: {
  title: string;
  headers: string[];
  rows: React.ReactNode[][];
  empty: string;
  testId?: string;
}) {
  return (
    <section data-testid={testId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                {headers.map((header, index) => (
                  <th key={header} scope="col" className={index === 0 ? 'py-2 pr-3' : 'py-2 pl-3 text-right'}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-slate-100 dark:border-slate-800">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-2 pr-3 font-normal break-all">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-2 pl-3 text-right tabular-nums whitespace-nowrap">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
