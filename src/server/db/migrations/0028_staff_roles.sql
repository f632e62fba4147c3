CREATE TABLE "staff_roles" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "staff_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_staff_role_staff_roles_key_fk" FOREIGN KEY ("staff_role") REFERENCES "public"."staff_roles"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
-- The shipped roles (src/shared/permissions.ts SHIPPED_ROLES), and today's admins as Managers, super admins as Owners.
INSERT INTO "staff_roles" ("key", "name", "permissions", "shipped") VALUES
  ('owner', 'Owner', ARRAY['orders.view', 'orders.create', 'orders.edit', 'orders.cancel', 'orders.status', 'payments.verify', 'payments.refund', 'delivery.book', 'delivery.payouts', 'returns.manage', 'products.view', 'products.edit', 'products.prices', 'products.stock', 'promotions.manage', 'banners.manage', 'customers.view', 'customers.export', 'messages.manage', 'reports.view', 'settings.manage', 'staff.manage']::text[], true),
  ('manager', 'Manager', ARRAY['orders.view', 'orders.create', 'orders.edit', 'orders.cancel', 'orders.status', 'payments.verify', 'payments.refund', 'delivery.book', 'delivery.payouts', 'returns.manage', 'products.view', 'products.edit', 'products.prices', 'products.stock', 'promotions.manage', 'banners.manage', 'customers.view', 'customers.export', 'messages.manage', 'reports.view', 'settings.manage']::text[], true),
  ('order_desk', 'Order desk', ARRAY['orders.view', 'orders.create', 'orders.edit', 'orders.cancel', 'orders.status', 'payments.verify', 'delivery.book', 'returns.manage', 'products.view', 'customers.view', 'messages.manage']::text[], true),
  ('packing', 'Packing', ARRAY['orders.view', 'orders.status', 'delivery.book', 'products.view']::text[], true),
  ('catalogue', 'Catalogue', ARRAY['products.view', 'products.edit', 'products.prices', 'products.stock', 'banners.manage']::text[], true),
  ('marketing', 'Marketing', ARRAY['promotions.manage', 'banners.manage', 'products.view', 'customers.view', 'reports.view']::text[], true),
  ('accountant', 'Accountant', ARRAY['orders.view', 'reports.view']::text[], true);--> statement-breakpoint
UPDATE "profiles" SET "staff_role" = CASE "role" WHEN 'super_admin' THEN 'owner' ELSE 'manager' END WHERE "role" IN ('admin', 'super_admin');
