import { ShoppingCart, Star } from 'lucide-react';
import { ProductArtwork, type ProductArt } from './artwork';

export interface DemoProduct {
  id: string;
  name: string;
  tagline: string;
  /** Price formatted with its currency, such as "$199.99". */
  price: string;
  /** Average rating out of 5. */
  rating: number;
  /** Accessible rating, such as "Rated 4.8 out of 5". */
  ratingLabel: string;
  art: ProductArt;
}

/** One product tile: drawing, name, rating, price and an add-to-cart button. */
export function ProductCard({ product, addToCart }: { product: DemoProduct; addToCart: string }) {
  return (
    <li
      data-slot="product-card"
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="aspect-[4/3] overflow-hidden [&_svg]:size-full [&_svg]:transition-transform [&_svg]:duration-500 group-hover:[&_svg]:scale-105">
        <ProductArtwork art={product.art} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-center gap-1.5 text-sm text-slate-600">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
          <span aria-hidden className="font-semibold text-slate-900">
            {product.rating.toFixed(1)}
          </span>
          <span className="sr-only">{product.ratingLabel}</span>
        </div>
        <h3 className="text-lg font-semibold text-slate-900">{product.name}</h3>
        <p className="text-sm leading-relaxed text-slate-600">{product.tagline}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-xl font-bold text-slate-900 tabular-nums">{product.price}</p>
          <button
            type="button"
            aria-label={`${addToCart}: ${product.name}`}
            className="inline-flex items-center gap-2 rounded-full bg-indigo-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-indigo-500 focus-visible:outline-indigo-600"
          >
            <ShoppingCart aria-hidden className="size-4" />
            {addToCart}
          </button>
        </div>
      </div>
    </li>
  );
}
