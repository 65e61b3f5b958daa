import { Button } from '@/components/ui/button';

/**
 * "Type what your sidewall says": a plain GET form into the directory's size search, so an EV whose OE size no
 * source gives still leads to the same answer as the search by size (docs/product/tire-directory.md § Search by size).
 */
export function SizeBox() {
  return (
    <form
      action="/tire-fitment"
      method="get"
      aria-labelledby="size-box"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="size-box" className="text-xl font-semibold">
        Search by the size on your tires
      </h2>
      <input type="hidden" name="tab" value="tire" />
      <label className="mt-3 block text-sm font-medium">
        Type what your sidewall says
        <input
          name="size"
          required
          placeholder="e.g. 235/55R19 105V"
          autoComplete="off"
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        You get the size&apos;s dimensions and the listed tires within ±3 % of its overall diameter.
      </p>
      <Button type="submit" className="mt-3">
        Search this size
      </Button>
    </form>
  );
}
