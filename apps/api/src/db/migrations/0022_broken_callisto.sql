ALTER TABLE "seller_orders" ADD COLUMN "subtotal_iqd" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "discount_iqd" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "shipping_fee_iqd" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "amount_iqd" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cash_collected_iqd" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cash_collected_by" text;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD COLUMN "cash_collected_by_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_orders" ADD CONSTRAINT "seller_orders_cash_collected_by_known" CHECK ("seller_orders"."cash_collected_by" IS NULL OR "seller_orders"."cash_collected_by" IN ('courier', 'seller', 'admin'));--> statement-breakpoint
-- Backfill each existing part's figures the way splitOrderFigures (packages/shared/src/order-figures.ts)
-- shares them: the order's figures rounded to 250 IQD, shared in 250-IQD steps by largest remainder
-- (exact remainders, ties to the smaller seller id); subtotal by the part's lines, discount by the
-- part's subtotal, shipping equally (one flat fee per seller until issue 36). apps/api/test/parcel-backfill.test.ts
-- runs this very statement against the TypeScript split. -- backfill:start
WITH part AS (
  SELECT so.id, so.order_id, so.seller_id,
    round(o.subtotal_iqd / 250) AS s_units,
    round(o.discount_iqd / 250) AS d_units,
    round(o.shipping_fee_iqd / 250) AS h_units,
    CASE WHEN sum(so.price_iqd) OVER (PARTITION BY so.order_id) = 0 THEN 1 ELSE so.price_iqd END AS s_weight
  FROM seller_orders so JOIN orders o ON o.id = so.order_id
),
s_share AS (
  SELECT p.*, div(s_units * s_weight, sum(s_weight) OVER (PARTITION BY order_id)) AS s_floor,
    mod(s_units * s_weight, sum(s_weight) OVER (PARTITION BY order_id)) AS s_rem
  FROM part p
),
s_alloc AS (
  SELECT x.*, s_floor + CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY s_rem DESC, seller_id)
      <= s_units - sum(s_floor) OVER (PARTITION BY order_id) THEN 1 ELSE 0 END AS s_got
  FROM s_share x
),
d_weighted AS (
  SELECT a.*, CASE WHEN sum(s_got) OVER (PARTITION BY order_id) = 0 THEN 1 ELSE s_got END AS d_weight
  FROM s_alloc a
),
d_share AS (
  SELECT w.*, div(d_units * d_weight, sum(d_weight) OVER (PARTITION BY order_id)) AS d_floor,
    mod(d_units * d_weight, sum(d_weight) OVER (PARTITION BY order_id)) AS d_rem,
    div(h_units, count(*) OVER (PARTITION BY order_id)) AS h_floor,
    mod(h_units, count(*) OVER (PARTITION BY order_id)) AS h_left
  FROM d_weighted w
),
figures AS (
  SELECT y.id, s_got,
    d_floor + CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY d_rem DESC, seller_id)
      <= d_units - sum(d_floor) OVER (PARTITION BY order_id) THEN 1 ELSE 0 END AS d_got,
    h_floor + CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY seller_id)
      <= h_left THEN 1 ELSE 0 END AS h_got
  FROM d_share y
)
UPDATE seller_orders SET
  subtotal_iqd = figures.s_got * 250,
  discount_iqd = figures.d_got * 250,
  shipping_fee_iqd = figures.h_got * 250,
  amount_iqd = (figures.s_got - figures.d_got + figures.h_got) * 250
FROM figures WHERE figures.id = seller_orders.id;-- backfill:end--> statement-breakpoint
ALTER TABLE "seller_orders" ALTER COLUMN "subtotal_iqd" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ALTER COLUMN "discount_iqd" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ALTER COLUMN "shipping_fee_iqd" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_orders" ALTER COLUMN "amount_iqd" SET NOT NULL;
