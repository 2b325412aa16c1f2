import type { Lang } from '../lib/languages';
import { pickLang } from '../lib/pick-lang';
import type { ShopItem } from '../features/shop/types';

interface HeadInput {
  /** The centre's name (bootstrap's, else the locale file's). */
  siteName: string;
  /** The site's default description (index.html's). */
  description: string;
  lang: Lang;
  /** Absolute URL of the page (og:url, the offer's url). */
  url: string;
  /** The item an item page shows; absent on other pages. */
  item?: ShopItem;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text in it can end the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org Product for an item page: name, description, pictures, and one offer in TWD with its stock. */
function productJsonLd(item: ShopItem, lang: Lang, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pickLang(item, 'name', lang),
    description: pickLang(item, 'description', lang),
    image: item.images.map((src) => new URL(src, url).href),
    offers: {
      '@type': 'Offer',
      url,
      price: String(item.price),
      priceCurrency: 'TWD',
      availability: item.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/**
 * The <head> elements of a server-rendered page: its title, description and Open Graph tags; an item page adds its
 * product (og:type product, its first picture, JSON-LD). Rendered to static markup: the browser never hydrates it.
 */
export function PageHead({ siteName, description, lang, url, item }: HeadInput) {
  const title = item ? `${pickLang(item, 'name', lang)} | ${siteName}` : siteName;
  const text = (item && pickLang(item, 'description', lang)) || description;
  const image = item?.images[0] ? new URL(item.images[0], url).href : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      <meta property="og:title" content={item ? pickLang(item, 'name', lang) : siteName} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={item ? 'product' : 'website'} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      {image && <meta property="og:image" content={image} />}
      {item && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(item, lang, url)) }} />
      )}
    </>
  );
}
