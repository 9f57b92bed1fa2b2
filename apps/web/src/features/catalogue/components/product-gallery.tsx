import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ProductImage } from '@/features/catalogue/components/product-image';

/** The product's images: a large one and a row of thumbnails that choose it (docs/storefront.md §2). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="flex flex-col gap-3" data-testid="product-gallery">
      <div className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
        <ProductImage
          src={current}
          alt={name}
          widths={[400, 800]}
          fallbackWidth={800}
          sizes="(min-width: 1024px) 560px, 100vw"
          eager
        />
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('product.showImage', { number: index + 1 })}
                aria-pressed={index === selected}
                className={`block aspect-square w-full overflow-hidden rounded-md bg-slate-100 ring-2 ${index === selected ? 'ring-brand-700' : 'ring-transparent hover:ring-slate-300'}`}
              >
                {/* On a slow line the thumbnails come after the app (the large picture before). */}
                <ProductImage
                  src={image}
                  alt=""
                  widths={[200]}
                  fallbackWidth={200}
                  sizes="120px"
                  later
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
