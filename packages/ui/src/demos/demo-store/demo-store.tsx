import { Headset, Search, ShieldCheck, ShoppingCart, Truck, Zap } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { DemoNav } from '../demo-nav';
import { ProductArtwork } from './artwork';
import { ProductCard, type DemoProduct } from './product-card';

export interface DemoStoreCopy {
  brand: string;
  /** The shipping promise in the top bar, such as "Free shipping on orders over $50". */
  promo: string;
  nav: string[];
  navLabel: string;
  searchLabel: string;
  /** Accessible name of the cart, including its count, such as "Cart, 3 items". */
  cartLabel: string;
  hero: { eyebrow: string; title: string; lead: string; cta: string; secondary: string };
  perks: { shipping: string; warranty: string; support: string };
  productsTitle: string;
  productsLead: string;
  addToCart: string;
  footer: string;
}

export interface DemoStoreProps extends HTMLAttributes<HTMLDivElement> {
  copy: DemoStoreCopy;
  cartCount: number;
  products: DemoProduct[];
}

/** Demo 1: a small electronics store, shown to prospects with a chat assistant on top. */
export function DemoStore({ copy, cartCount, products, className, ...props }: DemoStoreProps) {
  return (
    <div className={cn('min-h-dvh bg-slate-50 text-slate-900 [color-scheme:light]', className)} {...props} data-slot="demo-store">
      <p className="flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white">
        <Truck aria-hidden className="size-4 text-indigo-300" />
        {copy.promo}
      </p>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-5">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <Zap aria-hidden className="size-5 fill-indigo-600 text-indigo-600" />
            {copy.brand}
          </p>
          <DemoNav label={copy.navLabel} items={copy.nav} href="#products" tone="light" />
          <div className="ms-auto flex items-center gap-2">
            <button type="button" aria-label={copy.searchLabel} className="rounded-full p-2.5 text-slate-600 hover:bg-slate-100">
              <Search aria-hidden className="size-5" />
            </button>
            <button type="button" aria-label={copy.cartLabel} className="relative rounded-full p-2.5 text-slate-700 hover:bg-slate-100">
              <ShoppingCart aria-hidden className="size-5" />
              <span
                aria-hidden
                data-testid="cart-badge"
                className="absolute -top-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full bg-rose-600 text-[0.6875rem] font-bold text-white"
              >
                {cartCount}
              </span>
            </button>
          </div>
        </div>
      </header>
      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-14 md:grid-cols-2 md:py-20">
          <div className="flex flex-col gap-5">
            <p className="w-fit rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-700">{copy.hero.eyebrow}</p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{copy.hero.title}</h1>
            <p className="text-lg leading-relaxed text-slate-600">{copy.hero.lead}</p>
            <div className="flex flex-wrap gap-3">
              <a href="#products" className="rounded-full bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-500">
                {copy.hero.cta}
              </a>
              <a
                href="#products"
                className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:border-slate-400"
              >
                {copy.hero.secondary}
              </a>
            </div>
          </div>
          <div className="overflow-hidden rounded-3xl shadow-xl ring-1 ring-slate-200 [&_svg]:size-full">
            <ProductArtwork art="headphones" />
          </div>
        </section>
        <ul className="mx-auto grid max-w-6xl gap-4 px-5 sm:grid-cols-3">
          {[
            { icon: Truck, text: copy.perks.shipping },
            { icon: ShieldCheck, text: copy.perks.warranty },
            { icon: Headset, text: copy.perks.support },
          ].map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-3 rounded-2xl bg-white p-4 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
            >
              <Icon aria-hidden className="size-5 text-indigo-600" />
              {text}
            </li>
          ))}
        </ul>
        <section id="products" aria-labelledby="demo-products" className="mx-auto max-w-6xl px-5 py-16">
          <h2 id="demo-products" className="text-3xl font-bold tracking-tight">
            {copy.productsTitle}
          </h2>
          <p className="mt-2 text-slate-600">{copy.productsLead}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} addToCart={copy.addToCart} />
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t border-slate-200 bg-white py-8 text-center text-sm text-slate-600">{copy.footer}</footer>
    </div>
  );
}
