import { ChevronLeft as ChevronLeftNode, ChevronRight as ChevronRightNode } from 'lucide';
import { ProductImage } from '@/components/products/product-image';
import { ProductRotator } from '@/components/products/product-rotator';
import { lucideIcon } from '@/components/ui/icon';

const ChevronLeft = lucideIcon(ChevronLeftNode);
const ChevronRight = lucideIcon(ChevronRightNode);

interface ProductItem {
  id: number;
  title: string;
  description: string;
  href: string;
  imageUrl: string;
}

interface RecommendedProductsProps {
  items: ProductItem[];
  /** How many show at once (spec default 3; home 2; carousels 1). */
  count?: number;
  /** Rotation interval (spec default 8 s; home and other rotators 10 s). */
  intervalMs?: number;
  title?: string;
  className?: string;
}

function ProductLink({ item }: { item: ProductItem }) {
  return (
    <a
      href={item.href}
      target="_blank"
      // No noreferrer: affiliate programmes check which site sent the visitor.
      rel="sponsored noopener"
      data-product-id={item.id}
      className="flex gap-3 rounded-lg p-2 hover:bg-slate-50 dark:hover:bg-slate-900"
    >
      <ProductImage src={item.imageUrl} className="size-16 shrink-0 rounded object-cover" />
      <span>
        <span className="block text-sm font-medium">{item.title}</span>
        <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600 dark:text-slate-400">{item.description}</span>
      </span>
    </a>
  );
}

/**
 * Rotating affiliate products. Pauses while hovered or focused and for visitors who prefer reduced motion;
 * renders nothing when there are no products (the site's empty state). Each product's link is rendered
 * here (on the server on public pages), with the buttons' icons; the browser's part only chooses which of
 * them show and counts clicks.
 */
export function RecommendedProducts({
  items,
  count = 3,
  intervalMs = 8000,
  title = 'Recommended Products',
  className,
}: RecommendedProductsProps) {
  if (items.length === 0) return null;
  return (
    <ProductRotator
      items={items.map((item) => ({ id: item.id, link: <ProductLink item={item} /> }))}
      count={count}
      intervalMs={intervalMs}
      title={title}
      className={className}
      icons={{ previous: <ChevronLeft className="size-4" aria-hidden />, next: <ChevronRight className="size-4" aria-hidden /> }}
    />
  );
}
