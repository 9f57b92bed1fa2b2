/**
 * The dashboard as a spreadsheet (issue 39): the per-day table, its total, then the best
 * sellers, with headers in the reader's language; days ISO (`YYYY-MM-DD`), amounts plain digits
 * in dinars (no grouping, a point before fils when there are any). lib/csv.ts makes it a file
 * every spreadsheet opens correctly.
 */
import Big from 'big.js';
import type { BestOption, BestProduct, DashboardFigures } from '@chapkhana/shared/dashboard';
import type { Language } from '@chapkhana/shared/languages';
import { toCsv, type CsvCell } from '../../lib/csv';

interface CsvLabels {
  day: string;
  orders: string;
  sales: string;
  paid: string;
  cancelled: string;
  total: string;
  list: string;
  rank: string;
  name: string;
  quantity: string;
  productsByQuantity: string;
  productsByAmount: string;
  optionsByQuantity: string;
  optionsByAmount: string;
}

export const DASHBOARD_CSV_LABELS: Readonly<Record<Language, CsvLabels>> = {
  kr: {
    day: 'ڕۆژ',
    orders: 'داواکارییەکان',
    sales: 'فرۆشتن (دینار)',
    paid: 'پارەی وەرگیراو (دینار)',
    cancelled: 'هەڵوەشاوە',
    total: 'کۆ',
    list: 'لیست',
    rank: 'پلە',
    name: 'ناو',
    quantity: 'ژمارە',
    productsByQuantity: 'بەرهەمە پڕفرۆشەکان بە ژمارە',
    productsByAmount: 'بەرهەمە پڕفرۆشەکان بە دینار',
    optionsByQuantity: 'هەڵبژاردە پڕفرۆشەکان بە ژمارە',
    optionsByAmount: 'هەڵبژاردە پڕفرۆشەکان بە دینار',
  },
  ar: {
    day: 'اليوم',
    orders: 'الطلبات',
    sales: 'المبيعات (دينار)',
    paid: 'المدفوع (دينار)',
    cancelled: 'الملغاة',
    total: 'المجموع',
    list: 'القائمة',
    rank: 'الترتيب',
    name: 'الاسم',
    quantity: 'الكمية',
    productsByQuantity: 'المنتجات الأكثر مبيعًا بالكمية',
    productsByAmount: 'المنتجات الأكثر مبيعًا بالدينار',
    optionsByQuantity: 'الخيارات الأكثر طلبًا بالكمية',
    optionsByAmount: 'الخيارات الأكثر طلبًا بالدينار',
  },
  en: {
    day: 'Day',
    orders: 'Orders',
    sales: 'Sales (IQD)',
    paid: 'Paid (IQD)',
    cancelled: 'Cancelled',
    total: 'Total',
    list: 'List',
    rank: 'Rank',
    name: 'Name',
    quantity: 'Quantity',
    productsByQuantity: 'Best-selling products by quantity',
    productsByAmount: 'Best-selling products by dinars',
    optionsByQuantity: 'Most chosen options by quantity',
    optionsByAmount: 'Most chosen options by dinars',
  },
};

/** An amount as plain digits: "125000", "157.5". */
const digits = (amount: string): CsvCell => ({ digits: new Big(amount).toFixed() });

const nameIn = (
  names: { enName: string; kuName: string; arName: string },
  language: Language,
): string =>
  (language === 'kr' ? names.kuName : language === 'ar' ? names.arName : names.enName) ||
  names.enName;

/** The file's name: the shop's, the seller's when one is chosen, and the days. */
export const dashboardCsvName = (figures: Pick<DashboardFigures, 'from' | 'to'>) =>
  `chapkhana-figures-${figures.from}-to-${figures.to}.csv`;

/** The dashboard's per-day table and best sellers as CSV text, headers in `language`. */
export function dashboardCsv(figures: DashboardFigures, language: Language): string {
  const label = DASHBOARD_CSV_LABELS[language];
  const rows: CsvCell[][] = [
    [label.day, label.orders, label.sales, label.paid, label.cancelled],
    ...figures.days.map((day) => [
      day.day,
      day.orders,
      digits(day.sales),
      digits(day.paid),
      day.cancelled,
    ]),
    [
      label.total,
      figures.totals.orders,
      digits(figures.totals.sales),
      digits(figures.totals.paid),
      figures.totals.cancelled,
    ],
    [],
    [label.list, label.rank, label.name, label.quantity, label.sales],
  ];
  const products = (list: string, items: BestProduct[]) =>
    items.map((item, index) => [
      list,
      index + 1,
      nameIn(item.names, language),
      item.quantity,
      digits(item.amount),
    ]);
  const options = (list: string, items: BestOption[]) =>
    items.map((item, index) => [
      list,
      index + 1,
      `${nameIn(item.group, language)}: ${nameIn(item.value, language)}`,
      item.quantity,
      digits(item.amount),
    ]);
  rows.push(
    ...products(label.productsByQuantity, figures.best.productsByQuantity),
    ...products(label.productsByAmount, figures.best.productsByAmount),
    ...options(label.optionsByQuantity, figures.best.optionsByQuantity),
    ...options(label.optionsByAmount, figures.best.optionsByAmount),
  );
  return toCsv(rows);
}
