import type { ArticleValues } from '@/lib/admin/article';

/**
 * The 'Create Sample Article' content: a draft that shows every field and the markdown the editor supports
 * (headings, lists, a table), written as a real, general safety checklist so nothing false can slip out.
 */
export const SAMPLE_ARTICLE: ArticleValues = {
  title: 'Sample: Before You Touch a High-Voltage Component',
  excerpt:
    'A short pre-work checklist for high-voltage EV repairs: isolate, wait, verify absence of voltage, and keep the area controlled. Edit or delete this sample.',
  author: 'Site Administrator',
  tags: ['sample', 'safety', 'high voltage'],
  seoTitle: '',
  seoDescription: '',
  featuredImageId: null,
  pinned: false,
  status: 'draft',
  content: `This is a sample article created from the back office. It is saved as a **draft**, so visitors do not see it until you publish it.

## Follow the manufacturer's procedure first

Every EV maker publishes its own high-voltage disable procedure in the service information. The steps below summarise what those procedures have in common; they never replace the one for the vehicle on your lift.

## The checklist

1. **Isolate the system.** Switch the vehicle off, keep the key away from the car, disconnect the 12 V battery, and remove the service disconnect or cut the first-responder loop as the service information describes.
2. **Wait.** Capacitors in the inverter and chargers need time to discharge. Wait at least as long as the service information states before going further.
3. **Verify absence of voltage.** Use a meter rated CAT III 1000 V or better: test it on a known live source, measure the component, then test the meter again (live-dead-live).
4. **Control the area.** Mark the vehicle as high-voltage work in progress and keep untrained people away.

## Personal protective equipment

| Item | What to check |
| --- | --- |
| Insulating gloves | Rated for the system voltage, inspected for pinholes before each use, worn with leather protectors |
| Eye and face protection | Arc-rated face shield where the procedure calls for it |
| Insulated tools | Marked as rated to 1000 V |

Replace this sample with your own content, or delete it from the article library.`,
};
