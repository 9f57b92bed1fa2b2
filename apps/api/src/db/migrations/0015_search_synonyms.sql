CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_terms_size" CHECK (cardinality("search_synonyms"."terms") between 2 and 12)
);
--> statement-breakpoint
-- The Iraqi print vocabulary in Kurdish, Arabic and English the search starts with (issue 35.15);
-- the admin edits it in the console. Terms are kept trimmed and lower-case.
INSERT INTO "search_synonyms" ("terms") VALUES
  (ARRAY['business card', 'visiting card', 'visit card', 'بطاقة عمل', 'بطاقات عمل', 'كروت شخصية', 'كرت شخصي', 'كارت شخصي', 'بطاقة شخصية', 'کارتی بزنس', 'کارتی کار', 'بیزنس کارت']),
  (ARRAY['t-shirt', 'tshirt', 'tee', 'تيشيرت', 'تي شيرت', 'تيشرت', 'تیشێرت', 'تی شێرت', 'تیشرت']),
  (ARRAY['shirt', 'polo', 'قميص', 'قمصان', 'کراس', 'کراسی', 't-shirt', 'تيشيرت', 'تیشێرت']),
  (ARRAY['mug', 'cup', 'كوب', 'أكواب', 'فنجان', 'قدح', 'کوپ', 'پەرداخ', 'گڵاس']),
  (ARRAY['flyer', 'flier', 'leaflet', 'نشرة', 'نشرات إعلانية', 'فلاير', 'فلايرات', 'فلایەر', 'بڵاوکراوە']),
  (ARRAY['brochure', 'catalogue', 'بروشور', 'كتيب', 'كتالوج', 'بڕۆشوور', 'کەتەلۆگ']),
  (ARRAY['roll-up', 'rollup', 'roll up stand', 'pull up banner', 'رول أب', 'رول اب', 'ستاند رول', 'ڕۆڵئەپ', 'ڕۆڵ ئەپ']),
  (ARRAY['banner', 'flex', 'لافتة', 'لافتات', 'بنر', 'بانر', 'فلكس', 'بانەر', 'فلێکس']),
  (ARRAY['sticker', 'label', 'ستيكر', 'ملصق', 'لاصق', 'ستیکەر', 'لەیبڵ', 'لیبل']),
  (ARRAY['poster', 'بوستر', 'بوسترات', 'پۆستەر']),
  (ARRAY['envelope', 'ظرف', 'أظرف', 'مغلف', 'زەرف', 'زرف']),
  (ARRAY['letterhead', 'ورق مروس', 'ورق رسمي', 'کاغەزی نامە', 'سەرنامە']),
  (ARRAY['notebook', 'notepad', 'دفتر', 'مفكرة', 'دەفتەر']),
  (ARRAY['pen', 'قلم', 'أقلام', 'پێنووس', 'قەڵەم']),
  (ARRAY['calendar', 'تقويم', 'رزنامة', 'ڕۆژژمێر', 'ساڵنامە']),
  (ARRAY['bag', 'paper bag', 'كيس', 'أكياس', 'کیسە', 'جانتا']),
  (ARRAY['stamp', 'rubber stamp', 'ختم', 'أختام', 'مۆر']),
  (ARRAY['hoodie', 'sweatshirt', 'هودي', 'هوودی', 'سویتشێرت']),
  (ARRAY['vest', 'safety vest', 'سترة', 'يلك', 'یەلەک']);
--> statement-breakpoint
-- The search column now holds a hyphenated word's parts and its joined form too ("t-shirt" →
-- "t", "shirt", "tshirt"): emptied here, it is written again in the new form at start-up.
UPDATE "products" SET "search_text" = '';
