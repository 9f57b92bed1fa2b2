/** What receipts and invoices say, in each reader's language (tests read these back from the PDFs). */
import type { Language } from '@chapkhana/shared/languages';

export interface DocumentLabels {
  shop: string;
  receipt: string;
  invoice: string;
  receiptNumber: string;
  invoiceNumber: string;
  orderNumber: string;
  date: string;
  method: string;
  amount: string;
  refunds: string;
  noRefunds: string;
  customer: string;
  phone: string;
  email: string;
  address: string;
  seller: string;
  product: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  discount: string;
  delivery: string;
  total: string;
  paid: string;
  refunded: string;
  leftInCash: string;
  dinar: string;
  processing: string;
}

export const DOCUMENT_LABELS: Readonly<Record<Language, DocumentLabels>> = {
  kr: {
    shop: 'چاپخانە',
    receipt: 'پسوڵەی پارەدان',
    invoice: 'پسوڵەی داواکاری',
    receiptNumber: 'ژمارەی پسوڵە',
    invoiceNumber: 'ژمارەی پسوڵەی داواکاری',
    orderNumber: 'ژمارەی داواکاری',
    date: 'بەروار',
    method: 'شێوازی پارەدان',
    amount: 'بڕی پارە',
    refunds: 'گەڕاندنەوەی پارە',
    noRefunds: 'هیچ پارەیەک نەگەڕێنراوەتەوە',
    customer: 'کڕیار',
    phone: 'ژمارەی مۆبایل',
    email: 'ئیمەیڵ',
    address: 'ناونیشان',
    seller: 'فرۆشیار',
    product: 'بەرهەم',
    quantity: 'ژمارە',
    unitPrice: 'نرخی دانە',
    lineTotal: 'کۆ',
    subtotal: 'کۆی بەرهەمەکان',
    discount: 'داشکاندن',
    delivery: 'گەیاندن',
    total: 'کۆی گشتی',
    paid: 'پارەی دراو',
    refunded: 'پارەی گەڕێنراوە',
    leftInCash: 'ماوە بە پارەی نەختینە بدرێت',
    dinar: 'دینار',
    processing: 'لە جێبەجێکردندایە',
  },
  ar: {
    shop: 'چاپخانە',
    receipt: 'إيصال دفع',
    invoice: 'فاتورة الطلب',
    receiptNumber: 'رقم الإيصال',
    invoiceNumber: 'رقم الفاتورة',
    orderNumber: 'رقم الطلب',
    date: 'التاريخ',
    method: 'طريقة الدفع',
    amount: 'المبلغ',
    refunds: 'المبالغ المستردة',
    noRefunds: 'لا توجد مبالغ مستردة',
    customer: 'الزبون',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    seller: 'البائع',
    product: 'المنتج',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    lineTotal: 'المجموع',
    subtotal: 'مجموع المنتجات',
    discount: 'الخصم',
    delivery: 'التوصيل',
    total: 'المجموع الكلي',
    paid: 'المدفوع',
    refunded: 'المسترد',
    leftInCash: 'المتبقي للدفع نقداً',
    dinar: 'دينار',
    processing: 'قيد التنفيذ',
  },
  en: {
    shop: 'Chapkhana',
    receipt: 'Payment receipt',
    invoice: 'Order invoice',
    receiptNumber: 'Receipt number',
    invoiceNumber: 'Invoice number',
    orderNumber: 'Order number',
    date: 'Date',
    method: 'Payment method',
    amount: 'Amount',
    refunds: 'Refunds',
    noRefunds: 'No refunds',
    customer: 'Customer',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    seller: 'Seller',
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    subtotal: 'Products',
    discount: 'Discount',
    delivery: 'Delivery',
    total: 'Order total',
    paid: 'Paid',
    refunded: 'Refunded',
    leftInCash: 'Left to pay in cash',
    dinar: 'IQD',
    processing: 'in progress',
  },
};
