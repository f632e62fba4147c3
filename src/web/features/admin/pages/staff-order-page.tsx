import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Search, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { DISTRICTS, districtLabel, placeLine } from '#shared/districts';
import { LANGUAGES } from '#shared/i18n/languages';
import { STAFF_ORDER_SOURCES } from '#shared/orders';
import {
  type CustomerLookup,
  STAFF_PAYMENT_METHODS,
  type StaffOrderDraftInput,
  type StaffOrderPlaced,
  type StaffOrderQuote,
} from '#shared/schemas/staff-order';
import { deliveryAreasQueryOptions } from '../../../components/address/place-fields';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input, Textarea } from '../../../components/ui/input';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useShopInfo } from '../../../lib/shop-info';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import {
  useDiscardOrderDraft,
  useOrderDraft,
  useOrderDrafts,
  usePlaceOrderDraft,
  useSaveOrderDraft,
} from '../api/order-drafts';
import { usePlaceStaffOrder, useStaffCustomer, useStaffOrderQuote } from '../api/staff-orders';
import { useStaffProduct, useStaffProductSearch } from '../api/staff-product-search';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { FormErrorAlert } from '../components/layout/form-error-alert';
import { PaymentLinkBox } from '../components/orders/payment-link-panel';
import {
  addLine,
  capQuantity,
  DISCOUNT_KINDS,
  emptyStaffOrderForm,
  fillFromChat,
  formValuesFromDraft,
  lineKey,
  localPhoneOf,
  parseStaffOrderForm,
  quoteRequestOf,
  type StaffOrderFormValues,
} from '../utils/staff-order-form';

const SECTION = 'space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6';
const SELECT = cn(fieldClasses, 'h-10');

type Form = UseFormReturn<StaffOrderFormValues, unknown, StaffOrderDraftInput>;

const resolver: Resolver<StaffOrderFormValues, unknown, StaffOrderDraftInput> = (values) => {
  const result = parseStaffOrderForm(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<StaffOrderFormValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    Object.assign(errors, { [field]: { type: 'validate', message } });
  }
  return { values: {}, errors };
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={SECTION}>
      <legend className="float-left mb-1 w-full font-semibold text-stone-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

/** /admin/orders/new (?draft=…): an order from a chat, a call or the counter (issue 39). */
export function StaffOrderPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft') ?? undefined;
  const draft = useOrderDraft(draftId);
  const [placed, setPlaced] = useState<StaffOrderPlaced | null>(null);
  const [formKey, setFormKey] = useState(0);
  const restart = () => {
    setPlaced(null);
    setParams({});
    setFormKey((key) => key + 1);
  };
  return (
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.staffOrder.newOrder')}
        heading={t('admin.staffOrder.title')}
        description={t('admin.staffOrder.intro')}
      />
      {placed ? (
        <PlacedStep order={placed} onAnother={restart} />
      ) : draftId && !draft.data ? (
        <p className="text-stone-600">{draft.isError ? t('errors.draft.notFound') : '…'}</p>
      ) : (
        <>
          <DraftList current={draftId} />
          <StaffOrderForm
            key={`${formKey}-${draftId ?? 'new'}`}
            draftId={draftId}
            initial={draft.data ? formValuesFromDraft(draft.data) : emptyStaffOrderForm()}
            draftSavedAt={draft.data?.updatedAt}
            onPlaced={setPlaced}
          />
        </>
      )}
    </section>
  );
}

/**
 * The saved step: a "pay online" order's link to copy into the chat; the order's page has its
 * booking, invoice and a new link.
 */
function PlacedStep({ order, onAnother }: { order: StaffOrderPlaced; onAnother: () => void }) {
  const { t, money } = useI18n();
  return (
    <div className={cn(SECTION, 'space-y-3')} role="status">
      <p className="text-lg font-semibold text-stone-900">
        {t('admin.staffOrder.placed', { id: order.id.slice(0, 8) })}
      </p>
      <p className="text-stone-700">
        {t('admin.staffOrder.total')}: {money(order.total, { decimals: true })}
      </p>
      {order.paymentLink && <PaymentLinkBox link={order.paymentLink} phone={order.phone} />}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/admin/orders/${order.id}`}>{t('admin.staffOrder.viewOrder')}</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {t('admin.staffOrder.another')}
        </Button>
      </div>
    </div>
  );
}

function DraftList({ current }: { current: string | undefined }) {
  const { t, date } = useI18n();
  const drafts = useOrderDrafts().data?.drafts ?? [];
  const discard = useDiscardOrderDraft();
  const [, setParams] = useSearchParams();
  if (drafts.length === 0) return null;
  return (
    <details className={SECTION} open={current === undefined}>
      <summary className="cursor-pointer font-semibold text-stone-900">
        {t('admin.staffOrder.drafts')} ({drafts.length})
      </summary>
      <ul className="divide-y divide-stone-200">
        {drafts.map((draft) => (
          <li key={draft.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 text-sm">
              <span className="font-medium">{draft.customerName}</span> · {draft.phone} ·{' '}
              <span className="text-stone-600">{date(draft.updatedAt)}</span>
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setParams({ draft: draft.id })}>
                {t('admin.staffOrder.openDraft')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  discard.mutate(draft.id, {
                    onSuccess: () => {
                      toast.success(t('admin.staffOrder.draftDiscarded'));
                      if (draft.id === current) setParams({});
                    },
                  })
                }
              >
                {t('admin.staffOrder.discardDraft')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function StaffOrderForm({
  draftId,
  initial,
  draftSavedAt,
  onPlaced,
}: {
  draftId: string | undefined;
  initial: StaffOrderFormValues;
  draftSavedAt: string | undefined;
  onPlaced: (order: StaffOrderPlaced) => void;
}) {
  const { t, date } = useI18n();
  const { errorText } = useApiErrorText();
  const form: Form = useForm<StaffOrderFormValues, unknown, StaffOrderDraftInput>({
    defaultValues: initial,
    resolver,
  });
  const values = useWatch({ control: form.control }) as StaffOrderFormValues;
  const quote = useStaffOrderQuote(quoteRequestOf(values));
  const [lookedUp, setLookedUp] = useState<string | null>(localPhoneOf(initial.phone));
  const customer = useStaffCustomer(lookedUp);
  const placeOrder = usePlaceStaffOrder();
  const placeDraft = usePlaceOrderDraft();
  const saveDraft = useSaveOrderDraft();
  const [, setParams] = useSearchParams();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);

  const place = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      let order: StaffOrderPlaced;
      if (draftId) {
        await saveDraft.mutateAsync({ id: draftId, body });
        order = await placeDraft.mutateAsync({ id: draftId, idempotencyKey });
      } else {
        order = await placeOrder.mutateAsync({ ...body, idempotencyKey });
      }
      onPlaced(order);
    } catch (error) {
      setFailure(errorText(error, 'admin.promotions.form.saveFailed'));
    }
  });
  const keepDraft = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await saveDraft.mutateAsync({ id: draftId, body });
      toast.success(t('admin.staffOrder.draftSaved'));
      if (!draftId) setParams({ draft: saved.id });
    } catch (error) {
      setFailure(errorText(error, 'admin.promotions.form.saveFailed'));
    }
  });
  const busy = placeOrder.isPending || placeDraft.isPending || saveDraft.isPending;

  return (
    <form noValidate onSubmit={place} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-5">
        {draftSavedAt && (
          <p className="text-sm text-stone-600">
            {t('admin.staffOrder.editingDraft', { date: date(draftSavedAt) })}
          </p>
        )}
        <CustomerSection
          form={form}
          customer={customer.data}
          finding={customer.isFetching}
          onFind={(phone) => setLookedUp(phone)}
        />
        <AddressSection form={form} />
        <ProductsSection form={form} quote={quote.data} />
        <PaymentSection form={form} cap={quote.data?.manualDiscountMaxPercent} />
      </div>
      <aside className="min-w-0 space-y-5 lg:sticky lg:top-4 lg:self-start">
        <PricePreview quote={quote.data} error={quote.error ? errorText(quote.error) : undefined} />
        <DeliveryRecord customer={customer.data} form={form} />
        <FormErrorAlert message={failure} />
        <div className="flex flex-col gap-2">
          <Button type="submit" disabled={busy}>
            {placeOrder.isPending || placeDraft.isPending
              ? t('admin.staffOrder.placing')
              : t('admin.staffOrder.place')}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={keepDraft}>
            {t('admin.staffOrder.saveDraft')}
          </Button>
        </div>
      </aside>
    </form>
  );
}

function TextField({
  form,
  name,
  label,
  required = false,
  ...rest
}: {
  form: Form;
  name: 'firstName' | 'lastName' | 'address' | 'couponCode' | 'transactionId' | 'discountReason';
  label: string;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
}) {
  const id = `staff-order-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error })}
        {...form.register(name)}
        {...rest}
      />
    </FormField>
  );
}

function CustomerSection({
  form,
  customer,
  finding,
  onFind,
}: {
  form: Form;
  customer: CustomerLookup | undefined;
  finding: boolean;
  onFind: (phone: string) => void;
}) {
  const { t, language } = useI18n();
  const phoneError = form.formState.errors.phone?.message;
  const find = () => {
    const phone = localPhoneOf(form.getValues('phone'));
    if (phone) {
      form.clearErrors('phone');
      onFind(phone);
    } else {
      form.setError('phone', { message: 'validation.phone.invalid' });
    }
  };
  // A found customer's name fills the form once, where staff have typed none.
  useEffect(() => {
    const name = customer?.account ?? customer?.lastOrder;
    if (!name || form.getValues('firstName')) return;
    form.setValue('firstName', name.firstName);
    form.setValue('lastName', name.lastName);
  }, [customer, form]);
  const takeAddress = (address: {
    address: string;
    district: string | null;
    area: string | null;
  }) => {
    form.setValue('address', address.address);
    form.setValue('district', address.district ?? '');
    form.setValue('area', address.area ?? '');
  };
  return (
    <Section title={t('admin.staffOrder.customer')}>
      <FormField
        id="staff-order-phone"
        label={t('admin.staffOrder.phone')}
        required
        error={phoneError}
      >
        <div className="flex gap-2">
          <Input
            id="staff-order-phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="01XXXXXXXXX"
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={describedBy({ id: 'staff-order-phone', error: phoneError })}
            {...form.register('phone')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                find();
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={find} disabled={finding}>
            <Search aria-hidden="true" />
            {finding ? t('admin.staffOrder.finding') : t('admin.staffOrder.findCustomer')}
          </Button>
        </div>
      </FormField>
      {customer && (
        <div className="space-y-2 rounded-lg bg-stone-50 p-3 text-sm" aria-live="polite">
          {customer.account ? (
            <p className="font-medium text-stone-900">
              {t('admin.staffOrder.returning', {
                name: `${customer.account.firstName} ${customer.account.lastName}`,
              })}
            </p>
          ) : customer.lastOrder ? (
            <p className="font-medium text-stone-900">
              {t('admin.staffOrder.earlierOrder', {
                name: `${customer.lastOrder.firstName} ${customer.lastOrder.lastName}`,
              })}
            </p>
          ) : (
            <p className="text-stone-800">{t('admin.staffOrder.newCustomer')}</p>
          )}
          {customer.account && customer.account.addresses.length > 0 && (
            <ul className="space-y-2">
              {customer.account.addresses.map((address) => (
                <li key={address.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0">
                    {address.address}, {placeLine(address, language)}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => takeAddress(address)}
                  >
                    {t('admin.staffOrder.useAddress')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {customer.lastOrder && !customer.account?.addresses.length && (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">{customer.lastOrder.address}</span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => customer.lastOrder && takeAddress(customer.lastOrder)}
              >
                {t('admin.staffOrder.useEarlier')}
              </Button>
            </div>
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="firstName" label={t('admin.staffOrder.firstName')} required />
        <TextField form={form} name="lastName" label={t('admin.staffOrder.lastName')} required />
      </div>
      {customer && !customer.account && (
        <FormField id="staff-order-language" label={t('admin.staffOrder.language')}>
          <select id="staff-order-language" className={SELECT} {...form.register('language')}>
            <option value="">—</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code === 'bn' ? 'বাংলা' : 'English'}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </Section>
  );
}

function AddressSection({ form }: { form: Form }) {
  const { t, language } = useI18n();
  const [pasted, setPasted] = useState('');
  const [understood, setUnderstood] = useState<string | null | undefined>(undefined);
  const district = useWatch({ control: form.control, name: 'district' });
  const districtError = form.formState.errors.district?.message;
  const queryClient = useQueryClient();
  const areas = useQuery(deliveryAreasQueryOptions(district));
  const read = async () => {
    let filled = fillFromChat(pasted, form.getValues());
    const found = filled.understood.district;
    if (found) {
      // A courier's zones for that district, where the shop books with one, name the area better.
      const listed = await queryClient
        .fetchQuery(deliveryAreasQueryOptions(found))
        .catch(() => null);
      if (listed?.source === 'pathao') {
        const names = listed.areas.map((area) => area.value);
        filled = fillFromChat(pasted, form.getValues(), { district: found, names });
      }
    }
    form.setValue('address', filled.address);
    form.setValue('district', filled.district);
    form.setValue('area', filled.area);
    setUnderstood(found ? placeLine(filled.understood, language) : null);
  };
  return (
    <Section title={t('admin.staffOrder.address')}>
      <FormField id="staff-order-paste" label={t('admin.staffOrder.paste')}>
        <Textarea
          id="staff-order-paste"
          rows={3}
          value={pasted}
          placeholder={t('admin.staffOrder.pastePlaceholder')}
          onChange={(event) => setPasted(event.target.value)}
        />
      </FormField>
      <Button type="button" variant="outline" onClick={() => void read()} disabled={!pasted.trim()}>
        {t('admin.staffOrder.readAddress')}
      </Button>
      {understood !== undefined && (
        <p
          role="status"
          className={cn(
            'rounded-lg p-3 text-sm',
            understood ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
          )}
        >
          {understood
            ? t('admin.staffOrder.understood', { place: understood })
            : t('admin.staffOrder.chooseDistrict')}
        </p>
      )}
      <TextField form={form} name="address" label={t('admin.staffOrder.address')} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="staff-order-district"
          label={t('admin.staffOrder.district')}
          required
          error={districtError}
        >
          <select
            id="staff-order-district"
            className={SELECT}
            aria-invalid={districtError ? true : undefined}
            aria-describedby={describedBy({ id: 'staff-order-district', error: districtError })}
            {...form.register('district')}
          >
            <option value="">{t('admin.staffOrder.chooseDistrictOption')}</option>
            {DISTRICTS.map((row) => (
              <option key={row.id} value={row.id}>
                {districtLabel(row.id, language)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="staff-order-area" label={t('admin.staffOrder.area')}>
          <Input id="staff-order-area" list="staff-order-areas" {...form.register('area')} />
          <datalist id="staff-order-areas">
            {areas.data?.areas.map((area) => (
              <option key={area.value} value={area.value}>
                {language === 'bn' ? (area.bn ?? area.value) : area.value}
              </option>
            ))}
          </datalist>
        </FormField>
      </div>
    </Section>
  );
}

function ProductsSection({ form, quote }: { form: Form; quote: StaffOrderQuote | undefined }) {
  const { t, money } = useI18n();
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const [productId, setProductId] = useState<number | null>(null);
  const search = useStaffProductSearch(q);
  const product = useStaffProduct(productId);
  const lines = useWatch({ control: form.control, name: 'lines' });
  const linesError = form.formState.errors.lines?.message;
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const setLines = (next: StaffOrderFormValues['lines']) =>
    form.setValue('lines', next, { shouldValidate: form.formState.isSubmitted });
  const pricedLine = (line: StaffOrderFormValues['lines'][number]) =>
    quote?.lines.find((priced) =>
      line.variantId ? priced.variantId === line.variantId : priced.productId === line.productId,
    );
  return (
    <Section title={t('admin.staffOrder.products')}>
      <FormField id="staff-order-search" label={t('admin.staffOrder.search')}>
        <Input
          id="staff-order-search"
          type="search"
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormField>
      {q.length >= 2 && search.data && (
        <ul className="max-h-64 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200">
          {search.data.products.length === 0 && (
            <li className="p-3 text-sm text-stone-600">{t('admin.staffOrder.noMatches')}</li>
          )}
          {search.data.products.map((found) => (
            <li key={found.id}>
              <button
                type="button"
                className={cn(
                  'w-full px-3 py-2 text-left text-sm hover:bg-stone-50',
                  productId === found.id && 'bg-rose-50',
                )}
                onClick={() => setProductId(found.id)}
              >
                <span className="font-medium">{found.name}</span>
                {found.brand && <span className="text-stone-600"> · {found.brand}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {product.data && !product.data.variants && (
        <Button
          type="button"
          variant="outline"
          disabled={product.data.stockQuantity === 0}
          onClick={() =>
            product.data &&
            setLines(
              addLine(form.getValues('lines'), {
                productId: product.data.id,
                label: product.data.name,
                stock: product.data.stockQuantity,
              }),
            )
          }
        >
          {product.data.name} · {money(product.data.salePrice ?? product.data.price)} ·{' '}
          {product.data.stockQuantity === 0
            ? t('admin.staffOrder.outOfStock')
            : t('admin.staffOrder.inStock', { count: product.data.stockQuantity })}
        </Button>
      )}
      {product.data?.variants && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {product.data.variants
            .filter((variant) => variant.status === 'active')
            .map((variant) => {
              const title = variant.options.join(' / ');
              const label = title ? `${product.data.name} (${title})` : product.data.name;
              return (
                <li key={variant.id}>
                  <button
                    type="button"
                    disabled={variant.stockQuantity === 0}
                    onClick={() =>
                      setLines(
                        addLine(form.getValues('lines'), {
                          variantId: variant.id,
                          productId: product.data.id,
                          label,
                          stock: variant.stockQuantity,
                        }),
                      )
                    }
                    className="flex w-full items-center justify-between gap-2 rounded-lg border border-stone-300 px-3 py-2 text-left text-sm hover:bg-stone-50 disabled:opacity-50"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{title || variant.sku}</span>
                      <span className="text-stone-600">
                        {variant.stockQuantity === 0
                          ? t('admin.staffOrder.outOfStock')
                          : t('admin.staffOrder.inStock', { count: variant.stockQuantity })}
                      </span>
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {money(variant.salePrice ?? variant.price)} · {t('admin.staffOrder.add')}
                    </span>
                  </button>
                </li>
              );
            })}
        </ul>
      )}
      {lines.length === 0 ? (
        <p className={cn('text-sm', linesError ? 'text-red-700' : 'text-stone-600')}>
          {linesError ? t('validation.staffOrder.noLines') : t('admin.staffOrder.noLines')}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {lines.map((line, index) => {
            const server = pricedLine(line);
            const name = server
              ? server.variantTitle
                ? `${server.name} (${server.variantTitle})`
                : server.name
              : line.label || `#${line.variantId ?? line.productId}`;
            const stock = server?.stock ?? line.stock;
            const id = `staff-order-qty-${lineKey(line)}`;
            return (
              <li key={lineKey(line)} className="flex flex-wrap items-center gap-3 p-3">
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-medium">{name}</span>
                  {server && (
                    <span className="text-stone-600 tabular-nums">
                      {money(server.unitPrice)} · {t('admin.staffOrder.inStock', { count: stock })}
                    </span>
                  )}
                </span>
                <label htmlFor={id} className="sr-only">
                  {t('admin.staffOrder.quantity', { name })}
                </label>
                <Input
                  id={id}
                  type="number"
                  min={1}
                  max={stock}
                  className="w-20"
                  value={line.quantity}
                  onChange={(event) =>
                    setLines(
                      lines.map((other, at) =>
                        at === index
                          ? { ...other, quantity: capQuantity(Number(event.target.value), stock) }
                          : other,
                      ),
                    )
                  }
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('admin.staffOrder.remove', { name })}
                  onClick={() => setLines(lines.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function PaymentSection({ form, cap }: { form: Form; cap: number | undefined }) {
  const { t } = useI18n();
  const kind = useWatch({ control: form.control, name: 'discountKind' });
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  // A link is paid at a gateway: offered only when one is set up (the server refuses otherwise).
  const online = (useShopInfo()?.onlinePayments.length ?? 0) > 0;
  const methods = STAFF_PAYMENT_METHODS.filter((option) => online || option !== 'payment_link');
  const valueError = form.formState.errors.discountValue?.message;
  return (
    <Section title={t('admin.staffOrder.payment')}>
      <FormField id="staff-order-source" label={t('admin.staffOrder.source')} required>
        <select id="staff-order-source" className={SELECT} {...form.register('source')}>
          {STAFF_ORDER_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`admin.orderSource.${source}`)}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">
          {t('admin.staffOrder.discount')}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {DISCOUNT_KINDS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" value={option} {...form.register('discountKind')} />
              {t(`admin.staffOrder.discount.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'coupon' && (
        <TextField form={form} name="couponCode" label={t('admin.staffOrder.couponCode')} />
      )}
      {(kind === 'amount' || kind === 'percent') && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="staff-order-discount"
            label={`${t('admin.staffOrder.discountValue')} (${kind === 'amount' ? '৳' : '%'})`}
            required
            error={valueError}
            hint={
              cap === undefined ? undefined : t('admin.staffOrder.discountCap', { percent: cap })
            }
          >
            <Input
              id="staff-order-discount"
              inputMode="decimal"
              aria-invalid={valueError ? true : undefined}
              aria-describedby={describedBy({
                id: 'staff-order-discount',
                error: valueError,
                hint: cap === undefined ? undefined : 'cap',
              })}
              {...form.register('discountValue')}
            />
          </FormField>
          <TextField
            form={form}
            name="discountReason"
            label={t('admin.staffOrder.discountReason')}
            required
          />
        </div>
      )}
      <FormField
        id="staff-order-method"
        label={t('admin.staffOrder.payment')}
        required
        hint={method === 'payment_link' ? t('admin.staffOrder.linkHint') : undefined}
      >
        <select
          id="staff-order-method"
          className={SELECT}
          aria-describedby={method === 'payment_link' ? 'staff-order-method-hint' : undefined}
          {...form.register('paymentMethod')}
        >
          {methods.map((option) => (
            <option key={option} value={option}>
              {t(`admin.staffOrder.payment.${option}`)}
            </option>
          ))}
        </select>
      </FormField>
      {(method === 'bkash' || method === 'bank') && (
        <TextField
          form={form}
          name="transactionId"
          label={t('admin.staffOrder.transactionId')}
          required
        />
      )}
    </Section>
  );
}

function PricePreview({
  quote,
  error,
}: {
  quote: StaffOrderQuote | undefined;
  error: string | undefined;
}) {
  const { t, money } = useI18n();
  const row = (label: string, amount: number, strong = false) => (
    <div className={cn('flex justify-between gap-3', strong && 'font-semibold text-stone-900')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(amount, { decimals: true })}</dd>
    </div>
  );
  return (
    <div className={SECTION} aria-live="polite">
      <h3 className="font-semibold text-stone-900">{t('admin.staffOrder.preview')}</h3>
      <FormErrorAlert message={error ?? null} />
      {quote ? (
        <dl className="space-y-1 text-sm text-stone-700">
          {row(t('admin.staffOrder.subtotal'), quote.subtotal)}
          {quote.discount > 0 && row(t('admin.staffOrder.discountLine'), -quote.discount)}
          {row(
            t('admin.staffOrder.delivery', {
              place:
                quote.location === 'dhaka'
                  ? t('admin.staffOrder.insideDhaka')
                  : t('admin.staffOrder.outsideDhaka'),
            }),
            quote.shipping,
          )}
          {quote.codCharge > 0 && row(t('admin.staffOrder.codCharge'), quote.codCharge)}
          {row(t('admin.staffOrder.total'), quote.total, true)}
        </dl>
      ) : (
        !error && <p className="text-sm text-stone-600">{t('admin.staffOrder.previewEmpty')}</p>
      )}
    </div>
  );
}

function DeliveryRecord({ customer, form }: { customer: CustomerLookup | undefined; form: Form }) {
  const { t } = useI18n();
  if (!customer) return null;
  const record = customer.deliveryRecord;
  const { delivered, returned, cancelled } = record.shop;
  const none =
    delivered + returned + cancelled === 0 && record.couriers.every((row) => !row.record);
  return (
    <div className={cn(SECTION, record.risky && 'border-amber-400 bg-amber-50')}>
      <h3 className="font-semibold text-stone-900">{t('admin.staffOrder.record')}</h3>
      {none ? (
        <p className="text-sm text-stone-600">{t('admin.staffOrder.recordNone')}</p>
      ) : (
        <ul className="space-y-1 text-sm text-stone-700">
          <li>{t('admin.staffOrder.recordShop', { delivered, returned, cancelled })}</li>
          {record.couriers.map(
            (row) =>
              row.record && (
                <li key={row.courier}>
                  {t('admin.staffOrder.recordCourier', {
                    courier: t(`admin.delivery.courier.${row.courier}`),
                    delivered: row.record.delivered,
                    returned: row.record.returned,
                    cancelled: row.record.cancelled,
                  })}
                </li>
              ),
          )}
        </ul>
      )}
      {record.risky && (
        <p className="text-sm font-medium text-amber-900">{t('admin.staffOrder.risky')}</p>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('hold')} />
        {t('admin.staffOrder.hold')}
      </label>
    </div>
  );
}
