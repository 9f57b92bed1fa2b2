/** Shapes of the hand-written demo catalogue (demo-catalogue.ts), turned into rows by seed.ts. */
import type { ProductPrint } from '@chapkhana/shared/print';

export interface ThreeLanguages {
  en: string;
  /** Kurdish Sorani, Arabic script. */
  ku: string;
  ar: string;
}

/** The pictogram drawn for a category's and its products' images (see images.ts). */
export const DEMO_ICONS = [
  'business-card',
  'flyer',
  'roll-up-banner',
  'mug',
  't-shirt',
  'pen',
  'notebook',
  'sticker',
  'box',
  'calendar',
  'tote-bag',
  'cap',
  'envelope',
  'poster',
] as const;
export type DemoIcon = (typeof DEMO_ICONS)[number];

export interface DemoSubCategory {
  /** Lowercase ASCII and hyphens, unique across all sub-categories. */
  slug: string;
  name: ThreeLanguages;
}

export interface DemoCategory {
  /** Lowercase ASCII and hyphens, unique. */
  slug: string;
  name: ThreeLanguages;
  icon: DemoIcon;
  subCategories: DemoSubCategory[];
}

export interface DemoProperty {
  /** "A5", "XL", "Matte", "100 pcs" in the three languages (see `propertyNames`). */
  name: ThreeLanguages;
  quantity: number;
}

export interface DemoColour {
  /** `#rrggbb`, lowercase. */
  hex: string;
  name: ThreeLanguages;
  /** Units in stock of this colour. */
  quantity: number;
  properties: DemoProperty[];
}

export type DemoSellerKey = 'erbil' | 'baghdad' | 'basra';

export interface DemoProduct {
  /** Lowercase ASCII and hyphens, unique across all products. */
  slug: string;
  /** Product code shown to customers, unique, e.g. "BC-1001". */
  code: string;
  /** Slug of the category and of one of its sub-categories. */
  category: string;
  subCategory: string;
  seller: DemoSellerKey;
  name: ThreeLanguages;
  description: ThreeLanguages;
  /** Base price in USD with two decimals, as a string (exact decimal), e.g. "12.50". */
  price: string;
  /** Whole percent 0–40. */
  discount: number;
  /** 0–5 with one decimal. */
  rating: number;
  /** Total units in stock; 0 for a few products. */
  stock: number;
  colors: DemoColour[];
  /** Print options, tiers and artwork spec of a product printed to order (docs/design.md §13). */
  print?: ProductPrint;
}

export interface DemoSeller {
  key: DemoSellerKey;
  shopName: ThreeLanguages;
  ownerName: string;
  email: string;
  /** E.164, Iraqi mobile, e.g. "+9647501234567". */
  phone: string;
  city: ThreeLanguages;
}

export interface DemoBanner {
  /** Shown as-is in the storefront; some without a scheme on purpose (spec: https:// is prepended). */
  link: string;
  /** Category slug whose icon and palette the banner image uses. */
  category: string;
  title: ThreeLanguages;
}
