import type { Product } from '@energiaportaali/domain';

// Simple line icons on a 24×24 grid; decorative, the card's title names the product.
const shapes: Record<Product, string> = {
  electricity: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  districtheat:
    'M12 22c-4 0-7-2.8-7-6.8 0-3.3 2.2-5.4 3.8-7.4.5 1.9 1.6 3.1 2.9 3.6C11.4 7.9 12.6 4.6 15 2c.4 3.3 4 6.3 4 11.6C19 18.6 16.3 22 12 22z',
  water: 'M12 2.5S5 10.3 5 15a7 7 0 0 0 14 0c0-4.7-7-12.5-7-12.5z',
};

/** The product's icon, hidden from assistive technology. */
export function ProductIcon({ product }: { product: Product }) {
  return (
    <svg
      className="product-card__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={shapes[product]} />
    </svg>
  );
}
